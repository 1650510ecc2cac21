import type { Selectable } from "kysely";
import { isLocale } from "../../shared/locales.ts";
import type { Message, MessageKind, MessageStatus } from "../../shared/message-kinds.ts";
import type { MessagesTable } from "../db/schema.ts";
import { toIso } from "../db/values.ts";

export type MessageRow = Selectable<MessagesTable>;

/** Where staff download a message's attachment: an authorised API route, never /uploads. */
export const attachmentUrl = (id: number) => `/api/messages/${id}/attachment`;

export function toMessage(row: MessageRow, attachment: { filename: string; size: number } | null): Message {
  return {
    id: row.id,
    kind: row.kind as MessageKind,
    status: row.status as MessageStatus,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    reference: row.reference,
    county: row.county,
    organisation: row.organisation,
    people: row.people === null ? null : Number(row.people),
    locale: isLocale(row.locale) ? row.locale : "en",
    consent_at: toIso(row.consent_at) ?? "",
    spam_reason: row.spam_reason,
    created_at: toIso(row.created_at) ?? "",
    status_changed_at: toIso(row.status_changed_at) ?? "",
    attachment: attachment
      ? { filename: attachment.filename, size: Number(attachment.size), url: attachmentUrl(row.id) }
      : null,
  };
}

/** A message row joined with its attachment's name and size (null when it has none). */
export const fromJoined = (r: MessageRow & { filename: string | null; size: number | null }): Message =>
  toMessage(r, r.filename !== null && r.size !== null ? { filename: r.filename, size: r.size } : null);
