import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Locale } from "../../shared/locales.ts";
import type { Message, MessageEntry } from "../../shared/message-kinds.ts";
import { noteInputSchema, replyInputSchema } from "../../shared/message-schema.ts";
import { requirePermission } from "../auth/permissions.ts";
import type { Viewer } from "../auth/viewer.ts";
import type { Database } from "../db/schema.ts";
import { toIso } from "../db/values.ts";
import { HttpError } from "../http/errors.ts";
import { validate } from "../http/validate.ts";
import type { OutgoingMail } from "../mail/mail-service.ts";
import { noticeMessageId } from "./message-notice.ts";

export const NO_REPLY_MAIL =
  "Replies are sent by email, and email is not set up on this server (SMTP_URL). Use “Reply by email” to answer from your own mail program.";

/** Who writes: the signed-in staff member. */
export type Author = { userId: number; name: string; email: string };

const entry = (row: { id: number; body: string; author_name: string; created_at: unknown }): MessageEntry => ({
  id: Number(row.id),
  body: row.body,
  author: row.author_name,
  created_at: toIso(row.created_at as string | Date) ?? "",
});

/** The reply as mailed to the visitor: threaded under the staff notice and earlier replies, the original quoted. */
/** The line above the visitor's quoted words, in the language they wrote in (docs/product.md, "Forms and mail in Kiswahili"). */
const WROTE: Record<Locale, (name: string) => string> = {
  en: (name) => `${name} wrote:`,
  sw: (name) => `${name} aliandika:`,
};

export function replyMail(
  message: Message,
  body: string,
  ids: { own: string; earlier: string[] },
  site: { publicUrl: string; staffEmail: string | null },
): OutgoingMail {
  const notice = noticeMessageId(message.id, site.publicUrl);
  const quoted = (message.message || message.subject).split("\n").map((line) => `> ${line}`);
  return {
    to: message.email,
    subject: message.subject.startsWith("Re: ") ? message.subject : `Re: ${message.subject}`,
    text: [body, "", WROTE[message.locale](message.name), ...quoted].join("\n"),
    ...(site.staffEmail && { replyTo: site.staffEmail }),
    messageId: ids.own,
    inReplyTo: ids.earlier.at(-1) ?? notice,
    references: [notice, ...ids.earlier],
  };
}

/**
 * Replies sent from the inbox and notes kept on a message (docs/product.md,
 * "Staff inbox"): each with its author and time, oldest first. A reply goes
 * through the outbox in the same transaction as its row, so it is kept if and
 * only if it will be sent.
 */
export function createMessageHistory(deps: {
  db: Kysely<Database>;
  now: () => Date;
  load: (id: number) => Promise<Message>;
  mail: { readonly enabled: boolean; enqueue(mail: OutgoingMail, db?: Kysely<Database>): Promise<void> };
  site: { publicUrl: string; staffEmail: string | null };
}) {
  const { db, now, load, mail, site } = deps;
  const host = new URL(site.publicUrl).hostname;

  /** A message's replies or notes, oldest first (404 for a message that does not exist). */
  async function entries(
    viewer: Viewer,
    id: number,
    table: "message_replies" | "message_notes",
  ): Promise<MessageEntry[]> {
    requirePermission(viewer, "inbox");
    await load(id);
    const rows = await db
      .selectFrom(table)
      .select(["id", "body", "author_name", "created_at"])
      .where("message_id", "=", id)
      .orderBy("id")
      .execute();
    return rows.map(entry);
  }

  return {
    replies: (viewer: Viewer, id: number) => entries(viewer, id, "message_replies"),

    async reply(viewer: Viewer, id: number, input: unknown, author: Author): Promise<MessageEntry> {
      requirePermission(viewer, "inbox");
      const { body } = validate(replyInputSchema, input);
      if (!mail.enabled) throw new HttpError(503, "mail_disabled", NO_REPLY_MAIL);
      const message = await load(id);
      const at = now();
      return db.transaction().execute(async (trx) => {
        const earlier = await trx
          .selectFrom("message_replies")
          .select("mail_id")
          .where("message_id", "=", id)
          .orderBy("id")
          .execute();
        const own = `<reply-${id}-${crypto.randomUUID()}@${host}>`;
        const row = await trx
          .insertInto("message_replies")
          .values({
            message_id: id,
            body,
            author_id: author.userId,
            author_name: author.name || author.email,
            mail_id: own,
            created_at: at,
          })
          .returning(["id", "body", "author_name", "created_at"])
          .executeTakeFirstOrThrow();
        await mail.enqueue(replyMail(message, body, { own, earlier: earlier.map((r) => r.mail_id) }, site), trx);
        return entry(row);
      });
    },

    notes: (viewer: Viewer, id: number) => entries(viewer, id, "message_notes"),

    async addNote(viewer: Viewer, id: number, input: unknown, author: Author): Promise<MessageEntry> {
      requirePermission(viewer, "inbox");
      const { body } = validate(noteInputSchema, input);
      await load(id);
      const row = await db
        .insertInto("message_notes")
        .values({
          message_id: id,
          body,
          author_id: author.userId,
          author_name: author.name || author.email,
          created_at: now(),
        })
        .returning(["id", "body", "author_name", "created_at"])
        .executeTakeFirstOrThrow();
      return entry(row);
    },
  };
}

export type MessageHistory = ReturnType<typeof createMessageHistory>;
