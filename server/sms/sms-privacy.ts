import type { Kysely } from "kysely";
import { normaliseSmsPhone } from "../../shared/sms-phone.ts";
import type { Database } from "../db/schema.ts";
import { toIso } from "../db/values.ts";
import { badRequest } from "../http/errors.ts";
import { erasedKey } from "./sms-erased.ts";

/**
 * Access and erasure requests for a phone number (docs/product.md, "Data
 * protection"): its SMS subscription with the consent, its suppression, the
 * reminders asked for and the texts sent to it; erasure removes them all but
 * keeps a suppression as a one-way hash (server/sms/sms-erased.ts).
 */
export type SmsPersonalData = {
  phone: string;
  exported_at: string;
  subscription: {
    language: string;
    status: string;
    consent_at: string;
    consent_source: string;
    consent_wording: string;
    client_ip: string | null;
    created_at: string;
  } | null;
  suppression: { reason: string; detail: string | null; created_at: string } | null;
  reminders: Array<{ registration_id: number; event_id: number; language: string; created_at: string }>;
  messages: Array<{
    kind: string;
    language: string;
    body: string;
    status: string;
    sent_at: string | null;
    created_at: string;
  }>;
};

export type SmsErasure = {
  sms_subscriptions: number;
  sms_reminders: number;
  sms_messages: number;
  suppression_kept: boolean;
};

const PHONE_PROBLEM = "Give a valid mobile number, such as 0712 345 678.";

/** The number in E.164, or a 400 naming the field. */
export function requestedPhone(input: unknown): string {
  const phone = normaliseSmsPhone(input);
  if (!phone) throw badRequest(PHONE_PROBLEM, { phone: PHONE_PROBLEM });
  return phone;
}

const iso = (value: unknown) => toIso(value as Date) ?? "";

export async function exportSmsData(db: Kysely<Database>, phone: string, at: Date): Promise<SmsPersonalData> {
  const subscriber = await db.selectFrom("sms_subscribers").selectAll().where("phone", "=", phone).executeTakeFirst();
  const suppression = await db.selectFrom("sms_suppressions").selectAll().where("phone", "=", phone).executeTakeFirst();
  const reminders = await db.selectFrom("sms_reminders").selectAll().where("phone", "=", phone).orderBy("id").execute();
  const messages = await db.selectFrom("sms_messages").selectAll().where("phone", "=", phone).orderBy("id").execute();
  return {
    phone,
    exported_at: at.toISOString(),
    subscription: subscriber
      ? {
          language: subscriber.language,
          status: subscriber.status,
          consent_at: iso(subscriber.consent_at),
          consent_source: subscriber.consent_source,
          consent_wording: subscriber.consent_wording,
          client_ip: subscriber.client_ip,
          created_at: iso(subscriber.created_at),
        }
      : null,
    suppression: suppression
      ? { reason: suppression.reason, detail: suppression.detail, created_at: iso(suppression.created_at) }
      : null,
    reminders: reminders.map((r) => ({
      registration_id: Number(r.message_id),
      event_id: Number(r.event_id),
      language: r.language,
      created_at: iso(r.created_at),
    })),
    messages: messages.map((m) => ({
      kind: m.kind,
      language: m.language,
      body: m.body,
      status: m.status,
      sent_at: m.sent_at === null ? null : iso(m.sent_at),
      created_at: iso(m.created_at),
    })),
  };
}

/** In one transaction: everything about the number goes; a suppression stays, as a hash with its reason code only. */
export async function eraseSmsData(db: Kysely<Database>, phone: string, at: Date): Promise<SmsErasure> {
  return db.transaction().execute(async (trx) => {
    const suppression = await trx
      .deleteFrom("sms_suppressions")
      .where("phone", "=", phone)
      .returning(["reason", "created_at"])
      .executeTakeFirst();
    if (suppression) {
      await trx
        .insertInto("sms_suppressions")
        .values({
          phone: await erasedKey(trx, phone, at),
          reason: suppression.reason,
          detail: null,
          created_at: suppression.created_at,
        })
        .onConflict((oc) => oc.column("phone").doNothing())
        .execute();
    }
    const subscriptions = await trx.deleteFrom("sms_subscribers").where("phone", "=", phone).executeTakeFirst();
    const reminders = await trx.deleteFrom("sms_reminders").where("phone", "=", phone).executeTakeFirst();
    const messages = await trx.deleteFrom("sms_messages").where("phone", "=", phone).executeTakeFirst();
    return {
      sms_subscriptions: Number(subscriptions.numDeletedRows),
      sms_reminders: Number(reminders.numDeletedRows),
      sms_messages: Number(messages.numDeletedRows),
      suppression_kept: suppression !== undefined,
    };
  });
}
