import { type Kysely, sql } from "kysely";
import { FORM_ERRORS, type FormErrors, formErrors } from "../../shared/form-errors.ts";
import type { Locale } from "../../shared/locales.ts";
import type { Database } from "../db/schema.ts";
import { toIso } from "../db/values.ts";
import { tooManyRequests } from "../http/errors.ts";
import { addressKey } from "../http/forwarded-for.ts";

/**
 * Per-address limits on the public forms, counted atomically in the database
 * (one upsert), so they hold under a burst and across instances. Generous on
 * purpose: Kenyan mobile carriers put many people behind one address.
 */
export const LIMIT_MESSAGE = FORM_ERRORS.en.form.messagesLimit;

/** Attached files (CVs) are counted apart, per day: they are what fills the disk and every backup. */
export const ATTACHMENT_LIMIT_MESSAGE = FORM_ERRORS.en.form.attachmentsLimit;

/** Password reset requests, counted for every address asked about, known or not. */
export const RESET_LIMIT_MESSAGE =
  "Too many password reset requests have been made for this address or from your network. Please wait an hour and try again.";

export const FORM_LIMITS = {
  messages: { max: 60, windowMs: 3600_000, message: LIMIT_MESSAGE, field: undefined },
  newsletter: { max: 60, windowMs: 3600_000, message: LIMIT_MESSAGE, field: undefined },
  attachments: { max: 20, windowMs: 86400_000, message: ATTACHMENT_LIMIT_MESSAGE, field: "attachment" },
  resetAddress: { max: 5, windowMs: 3600_000, message: RESET_LIMIT_MESSAGE, field: undefined },
  resetClient: { max: 20, windowMs: 3600_000, message: RESET_LIMIT_MESSAGE, field: undefined },
} as const;
export type LimitedForm = keyof typeof FORM_LIMITS;

/** The limits a visitor meets, said in the visitor's language (form-errors.ts); the others are staff's, in English. */
const VISITOR_TEXTS: Partial<Record<LimitedForm, (errors: FormErrors) => string>> = {
  messages: (e) => e.form.messagesLimit,
  newsletter: (e) => e.form.messagesLimit,
  attachments: (e) => e.form.attachmentsLimit,
};

/** Counts one use of `form` by `address` (IPv6 by its /64); throws 429 (with Retry-After) beyond the limit. */
export async function countFormUse(
  db: Kysely<Database>,
  form: LimitedForm,
  address: string,
  now: Date,
  locale: Locale = "en",
): Promise<void> {
  const { field } = FORM_LIMITS[form];
  const message = VISITOR_TEXTS[form]?.(formErrors(locale)) ?? FORM_LIMITS[form].message;
  await countUse(db, `${form}:${addressKey(address)}`, FORM_LIMITS[form], now, message, field);
}

/**
 * Counts one use under `key` in a fixed window, atomically (one upsert: every
 * instance shares the count); throws 429 with `message` and Retry-After beyond
 * `max`, naming `field` in the details when the limit belongs to one field.
 */
export async function countUse(
  db: Kysely<Database>,
  key: string,
  limit: { max: number; windowMs: number },
  now: Date,
  message: string,
  field?: string,
): Promise<void> {
  const { max, windowMs } = limit;
  const windowOpenedAfter = new Date(now.getTime() - windowMs);
  const row = await db
    .insertInto("form_limits")
    .values({ key, count: 1, window_started_at: now })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when ${sql.ref("form_limits.window_started_at")} <= ${windowOpenedAfter} then 1 else ${sql.ref("form_limits.count")} + 1 end`,
        window_started_at: sql`case when ${sql.ref("form_limits.window_started_at")} <= ${windowOpenedAfter} then ${now} else ${sql.ref("form_limits.window_started_at")} end`,
      }),
    )
    .returning(["count", "window_started_at"])
    .executeTakeFirstOrThrow();
  if (Number(row.count) > max) {
    const started = new Date(toIso(row.window_started_at) ?? now).getTime();
    const seconds = Math.max(1, Math.ceil((started + windowMs - now.getTime()) / 1000));
    throw tooManyRequests(message, seconds, field ? { [field]: message } : undefined);
  }
}

/** Forgets windows that ended long ago (a recurring job). */
export async function purgeFormLimits(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom("form_limits")
    .where("window_started_at", "<", new Date(now.getTime() - 86400_000))
    .execute();
}
