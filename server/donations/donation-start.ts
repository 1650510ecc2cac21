import { checkDonationRequest, type DonationStatus, THANKS_CONSENT } from "../../shared/donations.ts";
import { FORM_ERRORS, formErrors } from "../../shared/form-errors.ts";
import type { Locale } from "../../shared/locales.ts";
import { countUse } from "../forms/form-limits.ts";
import { badRequest, HttpError } from "../http/errors.ts";
import { addressKey } from "../http/forwarded-for.ts";
import { readRequestLocale } from "../http/request-locale.ts";
import { DarajaError } from "../mpesa/daraja-client.ts";
import { type DonationDeps, QUERY_JOB } from "./donation-deps.ts";
import { addEvent, recordDonation } from "./donation-rows.ts";
import { hookUrls } from "./hook-urls.ts";

/**
 * A push is a prompt on someone's phone: a stranger could use the form to
 * pester a victim. At most 3 pushes per phone number per 10 minutes; and, per
 * client address, at most 30 pushes an hour that nobody answered (a mobile
 * network puts many real donors behind one address: a push its donor paid,
 * cancelled or declined is given back, see `answeredPush`). Both counted
 * atomically in the database.
 */
export const PUSH_LIMITS = {
  phone: { max: 3, windowMs: 10 * 60_000 },
  address: { max: 30, windowMs: 3600_000 },
} as const;

/** The limit key of pushes from a client address. */
export const addressLimitKey = (ip: string) => `mpesa-ip:${addressKey(ip)}`;
export const PHONE_LIMIT_MESSAGE = FORM_ERRORS.en.form.pushPhoneLimit;
export const ADDRESS_LIMIT_MESSAGE = FORM_ERRORS.en.form.pushAddressLimit;
export const UNAVAILABLE_MESSAGE = FORM_ERRORS.en.form.mpesaUnavailable;
export const OFF_MESSAGE = FORM_ERRORS.en.form.mpesaOff;

/** Daraja could not take the push: the donor is shown the paybill instead (503, never a 500). */
export const darajaUnavailable = (locale: Locale = "en") =>
  new HttpError(503, "mpesa_unavailable", formErrors(locale).form.mpesaUnavailable);

/**
 * A donation from the form or POST /api/donations: checks the fields (400 with
 * `details`, Daraja not called), counts the limits (429), stores the donation,
 * sends the push and schedules the query for a push that gets no callback.
 */
export async function startDonation(
  deps: DonationDeps,
  fields: Record<string, unknown>,
  ip: string,
): Promise<{ ref: string; status: DonationStatus }> {
  const { db, daraja, config, now } = deps;
  // The donor's language (the page's, or `locale` in the API): errors and the receipt mail follow it.
  const locale = readRequestLocale(fields);
  const said = formErrors(locale).form;
  if (!daraja || !config.mpesa) throw new HttpError(503, "mpesa_off", said.mpesaOff);
  const { queryAfterMs } = config.mpesa;
  const checked = checkDonationRequest(fields, locale);
  if (!checked.ok) throw badRequest(said.fixFields, checked.details);
  const input = checked.value;
  const at = now();
  await countUse(db, addressLimitKey(ip), PUSH_LIMITS.address, at, said.pushAddressLimit);
  await countUse(db, `mpesa-phone:${input.phone}`, PUSH_LIMITS.phone, at, said.pushPhoneLimit);

  const recorded = await recordDonation(
    db,
    {
      source: "stk",
      status: "pending",
      amount: input.amount,
      phone: input.phone,
      name: input.name,
      email: input.email,
      locale,
      // Named on the open-books page only with the donor's consent, kept with its time and words.
      ...(input.thanksName
        ? { public_name: input.thanksName, name_consent_at: at, name_consent_text: THANKS_CONSENT[locale] }
        : {}),
      client_ip: ip,
    },
    { kind: "created", detail: `Asked for ${input.amount} shillings` },
    at,
  );
  // A new push has no receipt yet: it is always recorded.
  if (!recorded) throw new Error("a new donation was refused as a duplicate receipt");
  const { id, ref } = recorded;

  let accepted: Awaited<ReturnType<typeof daraja.stkPush>>;
  try {
    accepted = await daraja.stkPush({
      amount: input.amount,
      phone: input.phone,
      callbackUrl: hookUrls(config.publicUrl, deps.callbackSecret).stk,
      accountReference: "Uraia",
      description: "Donation",
    });
  } catch (error) {
    await markNotSent(deps, id, error);
    throw darajaUnavailable(locale);
  }
  // The prompt is on the phone: from here a failure leaves the donation pending (never "not sent"),
  // and the recurring expiry settles it if its id could not be stored.
  const sentAt = now();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("donations")
      .set({
        checkout_request_id: accepted.checkoutRequestId,
        merchant_request_id: accepted.merchantRequestId,
        updated_at: sentAt,
      })
      .where("id", "=", id)
      .execute();
    await addEvent(trx, id, "push", `Prompt sent (${accepted.checkoutRequestId})`, accepted, sentAt);
    await deps.jobs.enqueue(
      QUERY_JOB,
      { id, queries: 0 },
      { db: trx, runAt: new Date(sentAt.getTime() + queryAfterMs) },
    );
  });
  return { ref, status: "pending" };
}

/** Daraja refused the push or could not be reached: the donation is kept as failed, not sent. */
async function markNotSent(deps: DonationDeps, id: number, error: unknown): Promise<void> {
  const failedAt = deps.now();
  const message = error instanceof Error ? error.message : String(error);
  await deps.db
    .updateTable("donations")
    .set({
      status: "failed",
      failure_reason: "not_sent",
      result_desc: message.slice(0, 300),
      settled_at: failedAt,
      updated_at: failedAt,
    })
    .where("id", "=", id)
    .execute();
  await addEvent(deps.db, id, "refused", `The prompt could not be sent: ${message}`, undefined, failedAt);
  deps.logger.warn(
    { donation: id, err: message, status: error instanceof DarajaError ? error.status : undefined },
    "M-Pesa push not sent",
  );
}
