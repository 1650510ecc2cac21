import { stringify } from "csv-stringify/sync";
import { eatDateTime } from "../../shared/east-africa-time.ts";
import { KIND_LABELS, type Message, STATUS_LABELS } from "../../shared/message-kinds.ts";
import { neutralise } from "../newsletter/subscribers-csv.ts";

const COLUMNS = [
  "received_eat",
  "kind",
  "status",
  "name",
  "email",
  "phone",
  "county",
  "organisation",
  "people",
  "subject",
  "message",
];

/**
 * An event's registrants or an opening's applicants as CSV (GET
 * /api/messages/export.csv?reference=…): every cell a spreadsheet would read as
 * a formula is neutralised, as in the other exports.
 */
export function registrantsCsv(messages: Message[]): string {
  return stringify(
    messages.map((m) =>
      [
        eatDateTime(m.created_at),
        KIND_LABELS[m.kind],
        STATUS_LABELS[m.status],
        m.name,
        m.email,
        m.phone ?? "",
        m.county ?? "",
        m.organisation ?? "",
        m.people === null ? "" : String(m.people),
        m.subject,
        m.message,
      ].map(neutralise),
    ),
    { header: true, columns: COLUMNS, record_delimiter: "\r\n" },
  );
}
