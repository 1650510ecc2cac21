import type { Kysely } from "kysely";
import { EAT_OFFSET_MS } from "../../shared/east-africa-time.ts";
import { formatTime } from "../../shared/format-date.ts";
import type { Locale } from "../../shared/locales.ts";
import { smsCopy } from "../../shared/sms-copy.ts";
import { normaliseSmsPhone } from "../../shared/sms-phone.ts";
import type { Database } from "../db/schema.ts";
import { toIso } from "../db/values.ts";
import { eatDay, eatDayAt } from "./quiet-hours.ts";
import type { SmsDeps } from "./sms-deps.ts";
import { queueSms } from "./sms-outbox.ts";

/** Reminders go from 09:00 EAT the day before the event (and never after 19:00: a late start waits a day it does not have). */
export const REMINDER_HOURS = { from: 9, until: 19 } as const;
export const REMINDER_TASK = "sms.reminders";

const ON = new Set(["on", "true", "yes", "1"]);

/** A stored registration and what its form said. */
export type RegistrationForReminder = {
  messageId: number;
  reference: string;
  fields: Record<string, unknown>;
  locale: Locale;
};

/**
 * A registration's "remind me by SMS" (`sms_reminder` ticked, with `phone`):
 * kept with the registration, in the same unit of work, when the phone is a
 * mobile number and the event is still to come.
 */
export async function keepReminderRequest(
  db: Kysely<Database>,
  registration: RegistrationForReminder,
  at: Date,
): Promise<void> {
  const { fields } = registration;
  if (!ON.has(String(fields.sms_reminder ?? ""))) return;
  const phone = normaliseSmsPhone(fields.phone);
  if (!phone) return;
  // A registration names its event by title (as the places count does): the next one so named.
  const event = await db
    .selectFrom("collection_items")
    .select("id")
    .where("collection", "=", "events")
    .where("title", "=", registration.reference)
    .where("published_at", "is not", null)
    .where("starts_at", ">", at)
    .orderBy("starts_at")
    .executeTakeFirst();
  if (!event) return;
  await db
    .insertInto("sms_reminders")
    .values({
      message_id: registration.messageId,
      event_id: Number(event.id),
      phone,
      language: registration.locale,
      created_at: at,
    })
    .onConflict((oc) => oc.column("message_id").doNothing())
    .execute();
}

type Texts = { title?: string; location?: string };
const parse = (json: string | null | undefined): Texts => {
  try {
    return json ? (JSON.parse(json) as Texts) : {};
  } catch {
    return {};
  }
};

/**
 * The recurring task: from 09:00 EAT, every registrant who asked for a
 * reminder of an event starting tomorrow (EAT) gets one, in the language they
 * registered in: title, time and place. Each registration's reminder has a
 * key of its own, so however often the task runs it goes once.
 */
export async function sendDueReminders(deps: SmsDeps, at: Date): Promise<number> {
  if (!deps.provider) return 0;
  const hour = new Date(at.getTime() + EAT_OFFSET_MS).getUTCHours();
  if (hour < REMINDER_HOURS.from || hour >= REMINDER_HOURS.until) return 0;
  const tomorrow = eatDay(new Date(eatDayAt(eatDay(at), 12).getTime() + 86400_000));
  const start = eatDayAt(tomorrow, 0);
  const end = new Date(start.getTime() + 86400_000);
  const rows = await deps.db
    .selectFrom("sms_reminders")
    .innerJoin("collection_items", "collection_items.id", "sms_reminders.event_id")
    .innerJoin("messages", "messages.id", "sms_reminders.message_id")
    .leftJoin("translations", (join) =>
      join
        .onRef("translations.item_id", "=", "collection_items.id")
        .on("translations.kind", "=", "events")
        .on("translations.locale", "=", "sw"),
    )
    .select([
      "sms_reminders.message_id",
      "sms_reminders.phone",
      "sms_reminders.language",
      "collection_items.title",
      "collection_items.data",
      "collection_items.starts_at",
      "translations.fields as sw_fields",
    ])
    .where("collection_items.collection", "=", "events")
    .where("collection_items.starts_at", ">=", start)
    .where("collection_items.starts_at", "<", end)
    .where("messages.status", "!=", "spam")
    .execute();
  if (rows.length === 0) return 0;
  const ids = await queueSms(
    deps,
    rows.map((r) => {
      const language: Locale = r.language === "sw" ? "sw" : "en";
      const en = parse(r.data);
      const sw = language === "sw" ? parse(r.sw_fields) : {};
      const title = sw.title || r.title;
      const place = sw.location || en.location || "";
      const time = formatTime(toIso(r.starts_at), language);
      return {
        kind: "reminder" as const,
        phone: r.phone,
        language,
        body: smsCopy(language).reminder(title, time, place),
        onceKey: `reminder:${r.message_id}`,
      };
    }),
  );
  return ids.length;
}
