import crypto from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Locale } from "../../shared/locales.ts";
import type { Message, MessageKind } from "../../shared/message-kinds.ts";
import {
  exportQuerySchema,
  type MessageListQuery,
  messageInputSchemaFor,
  messageListQuerySchema,
  messageUpdateSchema,
} from "../../shared/message-schema.ts";
import { requirePermission } from "../auth/permissions.ts";
import type { Viewer } from "../auth/viewer.ts";
import type { Database } from "../db/schema.ts";
import type { FormBody } from "../forms/form-body.ts";
import { countFormUse } from "../forms/form-limits.ts";
import { isHoneypotFilled, judgeSpam } from "../forms/spam-judge.ts";
import { invariant, notFound } from "../http/errors.ts";
import { readRequestLocale } from "../http/request-locale.ts";
import { validate } from "../http/validate.ts";
import { checkPlaces, fullMessage, limitedEvent, type PlacesClaim, placesTaken, takePlaces } from "./event-places.ts";
import { judgeAttachment } from "./message-attachment.ts";
import { fromJoined, type MessageRow, toMessage } from "./message-row.ts";

export type Sender = { ip: string };
export type MessageSummary = {
  unread: number;
  statuses: Record<string, number>;
  references: Array<{ kind: MessageKind; reference: string; total: number; unread: number }>;
};

export interface MessagesService {
  /**
   * A message from a form or the API (docs/product.md, "Messages"): counted
   * against the sender's address, checked, judged for spam, stored with its
   * attachment, and (unless spam) announced to staff in the same transaction.
   */
  submit(body: FormBody, sender: Sender): Promise<{ id: number }>;
  list(viewer: Viewer, query: unknown): Promise<{ items: Message[]; total: number }>;
  get(viewer: Viewer, id: number): Promise<Message>;
  update(viewer: Viewer, id: number, input: unknown): Promise<Message>;
  remove(viewer: Viewer, id: number): Promise<void>;
  attachment(viewer: Viewer, id: number): Promise<{ filename: string; mime: string; bytes: Uint8Array }>;
  summary(viewer: Viewer): Promise<MessageSummary>;
  /** Every message about one opening or event but spam, oldest first (the CSV export). */
  byReference(viewer: Viewer, query: unknown): Promise<{ reference: string; items: Message[] }>;
  /** An event with places that are all taken: the message the register page shows instead of its form. */
  fullEvent(reference: string, locale?: Locale): Promise<string | null>;
  /** One message, for the services beside this one (they check permissions themselves). */
  load(id: number): Promise<Message>;
}

/** Sends staff the notice of a new message, inside the message's own transaction. */
export type NoticeSender = (message: Message, trx: Transaction<Database>) => Promise<void>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createMessagesService(deps: {
  db: Kysely<Database>;
  now: () => Date;
  secret: () => Promise<string>;
  notice: NoticeSender;
  /** Keeps what a registration asks beyond itself (an SMS reminder), in its transaction. */
  afterRegistration?: (
    trx: Transaction<Database>,
    registration: { messageId: number; reference: string; fields: Record<string, unknown>; locale: Locale },
  ) => Promise<void>;
}): MessagesService {
  const { db, now } = deps;

  async function load(id: number, from: Kysely<Database> = db): Promise<Message> {
    const row = await from.selectFrom("messages").selectAll().where("id", "=", id).executeTakeFirst();
    invariant(row, notFound("Message not found"));
    const file = await from
      .selectFrom("message_attachments")
      .select(["filename", "size"])
      .where("message_id", "=", id)
      .executeTakeFirst();
    return toMessage(row, file ?? null);
  }

  function filtered(query: MessageListQuery) {
    let q = db.selectFrom("messages");
    if (!query.status || query.status === "inbox") q = q.where("status", "in", ["new", "read", "handled"]);
    else q = q.where("status", "=", query.status);
    if (query.kind) q = q.where("kind", "=", query.kind);
    if (query.reference) q = q.where("reference", "=", query.reference);
    if (query.q) {
      const pattern = `%${escapeLike(query.q.toLowerCase())}%`;
      q = q.where((eb) =>
        eb.or(
          (["name", "email", "subject", "message"] as const).map(
            (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
          ),
        ),
      );
    }
    return q;
  }

  return {
    async submit(body, sender) {
      const at = now();
      // The visitor's language (the page's, or `locale` in the API): errors are said in it and it is kept.
      const locale = readRequestLocale(body.fields);
      await countFormUse(db, "messages", sender.ip, at, locale);
      if (isHoneypotFilled(body.fields)) return { id: crypto.randomInt(1000, 100_000) };
      const input = validate(messageInputSchemaFor(locale), body.fields);
      const judged = await judgeAttachment(body.file, locale);
      if (judged) await countFormUse(db, "attachments", sender.ip, at, locale);
      const claim: PlacesClaim | null =
        input.kind === "registration" && input.reference
          ? { reference: input.reference, people: input.people ?? 1, now: at, locale }
          : null;
      if (claim) await checkPlaces(db, claim);
      // Judged last, so that a proof-of-work answer is only spent on a message that is stored.
      const spamReason = await judgeSpam(db, await deps.secret(), body.fields, `${input.subject} ${input.message}`, at);
      // Spam is kept for staff to look over, but never its file.
      const file = spamReason ? null : judged;
      const reason = spamReason && judged ? `${spamReason} The attached file was not kept.` : spamReason;
      return db.transaction().execute(async (trx) => {
        // An event with a capacity: its places are taken atomically, with the message (409 when full).
        if (!spamReason && claim) await takePlaces(trx, claim);
        const row: MessageRow = await trx
          .insertInto("messages")
          .values({
            kind: input.kind,
            status: spamReason ? "spam" : "new",
            name: input.name,
            email: input.email,
            phone: input.phone,
            subject: input.subject,
            message: input.message,
            reference: input.reference,
            county: input.county,
            organisation: input.organisation,
            people: input.people,
            locale,
            consent_at: at,
            spam_reason: reason,
            client_ip: sender.ip,
            created_at: at,
            status_changed_at: at,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (file) {
          await trx
            .insertInto("message_attachments")
            .values({
              message_id: row.id,
              filename: file.filename,
              mime: file.mime,
              size: file.bytes.length,
              bytes: file.bytes,
            })
            .execute();
        }
        if (!spamReason) {
          await deps.notice(toMessage(row, file ? { filename: file.filename, size: file.bytes.length } : null), trx);
        }
        if (!spamReason && input.kind === "registration" && input.reference && deps.afterRegistration) {
          await deps.afterRegistration(trx, {
            messageId: row.id,
            reference: input.reference,
            fields: body.fields,
            locale,
          });
        }
        return { id: row.id };
      });
    },

    async list(viewer, rawQuery) {
      requirePermission(viewer, "inbox");
      const query = validate(messageListQuerySchema, rawQuery);
      const rows = await filtered(query)
        .leftJoin("message_attachments", "message_attachments.message_id", "messages.id")
        .selectAll("messages")
        .select(["message_attachments.filename", "message_attachments.size"])
        .orderBy("messages.created_at", "desc")
        .orderBy("messages.id", "desc")
        .limit(query.limit)
        .offset(query.offset)
        .execute();
      const count = await filtered(query)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      return {
        items: rows.map(fromJoined),
        total: Number(count.n),
      };
    },

    async get(viewer, id) {
      requirePermission(viewer, "inbox");
      return load(id);
    },

    async update(viewer, id, input) {
      requirePermission(viewer, "inbox");
      const { status } = validate(messageUpdateSchema, input);
      // "Not spam": the message leaves Spam, and staff get the notice it never sent, in one transaction.
      if (status !== "spam") {
        const rescued = await db.transaction().execute(async (trx) => {
          const left = await trx
            .updateTable("messages")
            .set({ status, status_changed_at: now() })
            .where("id", "=", id)
            .where("status", "=", "spam")
            .executeTakeFirst();
          if (Number(left.numUpdatedRows) === 0) return false;
          await deps.notice(await load(id, trx), trx);
          return true;
        });
        if (rescued) return load(id);
      }
      const result = await db
        .updateTable("messages")
        .set({ status, status_changed_at: now() })
        .where("id", "=", id)
        .where("status", "!=", status)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) await load(id); // 404 when it does not exist
      return load(id);
    },

    async remove(viewer, id) {
      requirePermission(viewer, "inbox");
      const result = await db.deleteFrom("messages").where("id", "=", id).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound("Message not found");
    },

    async attachment(viewer, id) {
      requirePermission(viewer, "inbox");
      const row = await db
        .selectFrom("message_attachments")
        .select(["filename", "mime", "bytes"])
        .where("message_id", "=", id)
        .executeTakeFirst();
      invariant(row, notFound("This message has no attachment"));
      return { filename: row.filename, mime: row.mime, bytes: new Uint8Array(row.bytes) };
    },

    load: (id) => load(id),

    async fullEvent(reference, locale = "en") {
      const event = await limitedEvent(db, reference, now());
      if (!event) return null;
      return (await placesTaken(db, event.id)) >= event.capacity ? fullMessage(event.title, locale) : null;
    },

    async byReference(viewer, rawQuery) {
      requirePermission(viewer, "inbox");
      const { reference } = validate(exportQuerySchema, rawQuery);
      const rows = await db
        .selectFrom("messages")
        .leftJoin("message_attachments", "message_attachments.message_id", "messages.id")
        .selectAll("messages")
        .select(["message_attachments.filename", "message_attachments.size"])
        .where("messages.reference", "=", reference)
        .where("messages.status", "!=", "spam")
        .orderBy("messages.created_at")
        .orderBy("messages.id")
        .execute();
      return {
        reference,
        items: rows.map(fromJoined),
      };
    },

    async summary(viewer) {
      requirePermission(viewer, "inbox");
      const statuses = await db
        .selectFrom("messages")
        .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
        .groupBy("status")
        .execute();
      const refs = await db
        .selectFrom("messages")
        .select([
          "kind",
          "reference",
          (eb) => eb.fn.countAll<number>().as("total"),
          (eb) => eb.fn.sum<number>(sql`case when ${sql.ref("status")} = 'new' then 1 else 0 end`).as("unread"),
        ])
        .where("reference", "is not", null)
        .where("status", "in", ["new", "read", "handled"])
        .groupBy(["kind", "reference"])
        .orderBy("kind")
        .orderBy("reference")
        .execute();
      const byStatus = Object.fromEntries(statuses.map((s) => [s.status, Number(s.n)]));
      return {
        unread: byStatus.new ?? 0,
        statuses: byStatus,
        references: refs.map((r) => ({
          kind: r.kind as MessageKind,
          reference: r.reference ?? "",
          total: Number(r.total),
          unread: Number(r.unread ?? 0),
        })),
      };
    },
  };
}
