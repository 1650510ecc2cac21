import { stringify } from "csv-stringify/sync";
import { neutralise } from "../newsletter/subscribers-csv.ts";
import type { SmsSubscriberRow } from "./sms-service.ts";

/**
 * SMS subscribers as CSV (GET /api/sms/subscribers.csv): the phone (masked but
 * for Administrators, as on screen), language, status and the consent's time,
 * source and wording. The phone is written by the site in E.164, so its + is kept.
 */
export function smsSubscribersCsv(rows: SmsSubscriberRow[]): string {
  return stringify(
    rows.map((r) => [
      r.phone,
      ...[r.language, r.status, r.consent_at, r.consent_source, r.consent_wording].map(neutralise),
    ]),
    {
      header: true,
      columns: ["phone", "language", "status", "consent_at", "consent_source", "consent_wording"],
      record_delimiter: "\r\n",
    },
  );
}
