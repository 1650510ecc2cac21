import { type Kysely, sql } from "kysely";
import { z } from "zod";
import { isEmail } from "../../shared/email.ts";
import type { Message } from "../../shared/message-kinds.ts";
import { requirePermission } from "../auth/permissions.ts";
import type { Viewer } from "../auth/viewer.ts";
import type { Database } from "../db/schema.ts";
import { validate } from "../http/validate.ts";
import { MAIL_JOB } from "../mail/mail-service.ts";
import type { Subscriber } from "../newsletter/newsletter-row.ts";
import { toSubscriber } from "../newsletter/newsletter-service.ts";
import {
  eraseSmsData,
  exportSmsData,
  requestedPhone,
  type SmsErasure,
  type SmsPersonalData,
} from "../sms/sms-privacy.ts";
import { toMessage } from "./message-row.ts";

/**
 * Access and erasure requests (Kenya's Data Protection Act, 2019; docs/product.md,
 * "Data protection"): everything held about one email address, as JSON, and its
 * erasure in one action (with any mail about it still in the outbox). Messages and newsletter records both need the inbox
 * and subscribers permissions. A request may name a phone number instead (`phone`): its SMS records
 * (server/sms/sms-privacy.ts), which also need the SMS permission.
 */
export type PersonalData = {
  email: string;
  exported_at: string;
  messages: Array<Message & { attachment_base64: string | null }>;
  subscriptions: Subscriber[];
};

const emailSchema = z.object({
  email: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() : ""),
    z.string().min(1, "Give the email address to look up.").refine(isEmail, "Give a valid email address."),
  ),
});

export type EmailErasure = { messages: number; subscriptions: number; mails: number };

export interface PrivacyService {
  export(viewer: Viewer, input: unknown): Promise<PersonalData | SmsPersonalData>;
  erase(viewer: Viewer, input: unknown): Promise<EmailErasure | SmsErasure>;
}

/** The number when the request names one (`phone`), else null: the request is about an email address. */
function phoneAsked(input: unknown): unknown {
  const phone = typeof input === "object" && input !== null ? (input as { phone?: unknown }).phone : undefined;
  return phone === undefined || phone === null || phone === "" ? null : phone;
}

export function createPrivacyService(db: Kysely<Database>, now: () => Date): PrivacyService {
  const authorise = (viewer: Viewer) => {
    requirePermission(viewer, "inbox");
    requirePermission(viewer, "subscribers");
  };
  return {
    async export(viewer, input) {
      authorise(viewer);
      const phone = phoneAsked(input);
      if (phone !== null) {
        requirePermission(viewer, "sms");
        return exportSmsData(db, requestedPhone(phone), now());
      }
      const { email } = validate(emailSchema, input);
      const rows = await db
        .selectFrom("messages")
        .leftJoin("message_attachments", "message_attachments.message_id", "messages.id")
        .selectAll("messages")
        .select(["message_attachments.filename", "message_attachments.size", "message_attachments.bytes"])
        .where((eb) => eb(eb.fn("lower", ["messages.email"]), "=", email))
        .orderBy("messages.created_at")
        .execute();
      const subscribers = await db
        .selectFrom("subscribers")
        .selectAll()
        .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
        .execute();
      return {
        email,
        exported_at: now().toISOString(),
        messages: rows.map((r) => ({
          ...toMessage(r, r.filename !== null && r.size !== null ? { filename: r.filename, size: r.size } : null),
          attachment_base64: r.bytes ? Buffer.from(r.bytes).toString("base64") : null,
        })),
        subscriptions: subscribers.map(toSubscriber),
      };
    },

    async erase(viewer, input) {
      authorise(viewer);
      const phone = phoneAsked(input);
      if (phone !== null) {
        requirePermission(viewer, "sms");
        return eraseSmsData(db, requestedPhone(phone), now());
      }
      const { email } = validate(emailSchema, input);
      return db.transaction().execute(async (trx) => {
        // SMS reminders asked for with a registration from the address go with it.
        await trx
          .deleteFrom("sms_reminders")
          .where("message_id", "in", (eb) =>
            eb
              .selectFrom("messages")
              .select("id")
              .where((w) => w(w.fn("lower", ["email"]), "=", email)),
          )
          .execute();
        const messages = await trx
          .deleteFrom("messages")
          .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
          .executeTakeFirst();
        const subscriptions = await trx
          .deleteFrom("subscribers")
          .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
          .executeTakeFirst();
        // Mail to or about the address still in the outbox (notices name the visitor as Reply-To).
        const pattern = `%${email.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const mails = await trx
          .deleteFrom("jobs")
          .where("kind", "=", MAIL_JOB)
          .where(sql<boolean>`lower(${sql.ref("payload")}) like ${pattern} escape '\\'`)
          .executeTakeFirst();
        return {
          messages: Number(messages.numDeletedRows),
          subscriptions: Number(subscriptions.numDeletedRows),
          mails: Number(mails.numDeletedRows),
        };
      });
    },
  };
}
