import { FORM_ERRORS } from "../../shared/form-errors.ts";
import { isLocale, type Locale } from "../../shared/locales.ts";
import { smsCopy } from "../../shared/sms-copy.ts";
import { normaliseSmsPhone, replyIntent } from "../../shared/sms-phone.ts";
import { countUse } from "../forms/form-limits.ts";
import { badRequest, HttpError } from "../http/errors.ts";
import { addressKey } from "../http/forwarded-for.ts";
import type { SmsDeps } from "./sms-deps.ts";
import { suppressionKeys } from "./sms-erased.ts";
import { queueSms, suppress } from "./sms-outbox.ts";

/**
 * Sign-up sends a text to a number a stranger could type: at most 3 sign-ups
 * per number a day and 20 per client address an hour, counted atomically in
 * the database.
 */
export const SIGNUP_LIMITS = {
  phone: { max: 3, windowMs: 86400_000 },
  address: { max: 20, windowMs: 3600_000 },
} as const;

const ON = new Set([true, "true", "on", "yes", "1"]);

/**
 * A sign-up from the form or POST /api/sms/subscribers: the phone (normalised
 * to E.164), the language every SMS will be in, and consent ticked. The
 * consent's time, source and exact wording are kept, and the confirmation
 * (with how to stop) is queued in the subscriber's language. A suppressed
 * number stays suppressed: only the person, by sending START or ANZA, lifts
 * it; the answer is the same either way, so the form tells nobody whether a
 * number is known. A number already subscribed in that language gets no second confirmation.
 */
export async function subscribe(
  deps: SmsDeps,
  fields: Record<string, unknown>,
  context: { ip: string; source: "form" | "api"; locale: Locale },
): Promise<void> {
  const said = smsCopy(context.locale).errors;
  if (!deps.provider) throw new HttpError(503, "sms_off", said.off);
  const details: Record<string, string> = {};
  const phone = normaliseSmsPhone(fields.phone);
  if (!phone) details.phone = said.phone;
  const language = fields.language === undefined || fields.language === "" ? context.locale : fields.language;
  if (!isLocale(language)) details.language = said.language;
  if (!ON.has(fields.consent as string | boolean)) details.consent = said.consent;
  if (!phone || !isLocale(language) || Object.keys(details).length > 0) {
    throw badRequest(FORM_ERRORS[context.locale].form.fixFields, details);
  }
  const at = deps.now();
  await countUse(deps.db, `sms-ip:${addressKey(context.ip)}`, SIGNUP_LIMITS.address, at, said.addressLimit);
  await countUse(deps.db, `sms-phone:${phone}`, SIGNUP_LIMITS.phone, at, said.phoneLimit, "phone");
  await deps.db.transaction().execute(async (trx) => {
    const consent = {
      language,
      consent_at: at,
      consent_source: context.source,
      // The words as shown: in the page's (or the request's) language, whatever language the SMS will be in.
      consent_wording: smsCopy(context.locale).consent,
      client_ip: context.ip,
      updated_at: at,
    };
    const suppressed = await trx
      .selectFrom("sms_suppressions")
      .select("phone")
      .where("phone", "in", await suppressionKeys(trx, phone, at))
      .executeTakeFirst();
    const before = await trx
      .selectFrom("sms_subscribers")
      .select(["status", "language"])
      .where("phone", "=", phone)
      .executeTakeFirst();
    const status = suppressed ? "unsubscribed" : "subscribed";
    await trx
      .insertInto("sms_subscribers")
      .values({ phone, status, created_at: at, ...consent })
      .onConflict((oc) => oc.column("phone").doUpdateSet({ status, ...consent }))
      .execute();
    // A number already subscribed in this language is not texted again (the form cannot be used to pester it).
    const unchanged = before?.status === "subscribed" && before.language === language;
    if (!suppressed && !unchanged) {
      await queueSms(deps, [{ kind: "confirmation", phone, language, body: smsCopy(language).confirmation }], trx);
    }
  });
}

/**
 * A text someone sent to the site's number. STOP, ONDOKA, TOKA or ACHA (any
 * case) suppresses the number at once for every kind of SMS; START or ANZA
 * lifts it and subscribes them again, in the language of the word, with the
 * confirmation. Anything else is acknowledged and kept nowhere.
 */
export async function incoming(deps: SmsDeps, fields: Record<string, unknown>): Promise<void> {
  const phone = normaliseSmsPhone(fields.from);
  const intent = replyIntent(fields.text);
  if (!phone || !intent) return;
  const at = deps.now();
  if (intent.intent === "stop") {
    await suppress(deps.db, phone, "reply", String(fields.text).trim(), at);
    deps.logger.info({ phone: phone.slice(0, 5) }, "an SMS number opted out by reply");
    return;
  }
  const { language } = intent;
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("sms_suppressions")
      .where("phone", "in", await suppressionKeys(trx, phone, at))
      .execute();
    const consent = {
      language,
      status: "subscribed",
      consent_at: at,
      consent_source: "sms",
      consent_wording: String(fields.text).trim().slice(0, 160),
      client_ip: null,
      updated_at: at,
    };
    await trx
      .insertInto("sms_subscribers")
      .values({ phone, created_at: at, ...consent })
      .onConflict((oc) => oc.column("phone").doUpdateSet(consent))
      .execute();
    await queueSms(deps, [{ kind: "confirmation", phone, language, body: smsCopy(language).confirmation }], trx);
  });
}

/** The gateway's opt-out callback: the person blocked the sender ID on their side; suppressed at once. */
export async function optOut(deps: SmsDeps, fields: Record<string, unknown>): Promise<void> {
  const phone = normaliseSmsPhone(fields.phoneNumber);
  if (!phone) return;
  const sender = typeof fields.senderId === "string" ? fields.senderId.slice(0, 40) : "";
  // The gateway's own words: the sender ID they blocked. The reason is a code the admin shows in its language.
  await suppress(deps.db, phone, "gateway", sender || null, deps.now());
}
