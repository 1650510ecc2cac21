import { maskPhone, normaliseMpesaPhone } from "../../shared/donations.ts";
import { fromDarajaTime } from "../mpesa/daraja-format.ts";
import { c2bSchema, schemaProblem, stkCallbackSchema, stkCheckout, stkPaidSchema } from "./callback-schemas.ts";
import type { DonationDeps } from "./donation-deps.ts";
import { findDonation, recordDonation } from "./donation-rows.ts";
import { applyPushResult, holdForReview } from "./donation-settle.ts";

type Json = Record<string, unknown>;
const obj = (value: unknown): Json =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {};

/** The Item list of an STK callback's CallbackMetadata as a name → value map. */
function metadata(callback: Json): Record<string, unknown> {
  const items = obj(callback.CallbackMetadata).Item;
  return Object.fromEntries(
    (Array.isArray(items) ? items : []).map((item) => [String(obj(item).Name), obj(item).Value] as const),
  );
}

/** A callback can overtake the storing of its push's id by a moment: looked up again twice before it counts as unknown. */
const LOOKUP_AGAIN_MS = [200, 800];

async function findKnownPush(deps: DonationDeps, checkout: string) {
  for (let attempt = 0; ; attempt++) {
    const row = await findDonation(deps.db, { checkout });
    if (row || attempt >= LOOKUP_AGAIN_MS.length) return row;
    await new Promise((resolve) => setTimeout(resolve, LOOKUP_AGAIN_MS[attempt]));
  }
}

/**
 * An STK push callback (`{ Body: { stkCallback } }`), read by schema. One that names
 * no known push is logged (without the phone number) and ignored; a known one is applied
 * once when it is exactly as Daraja sends it, and a success only with its whole-shilling
 * amount and its receipt. Any other body holds the donation for review, raw body kept.
 */
export async function handleStkCallback(
  deps: DonationDeps,
  body: unknown,
): Promise<"applied" | "duplicate" | "unknown"> {
  const named = stkCheckout.safeParse(body);
  if (!named.success) {
    deps.logger.warn("an M-Pesa callback without a CheckoutRequestID was ignored");
    return "unknown";
  }
  const checkout = named.data.Body.stkCallback.CheckoutRequestID;
  const row = await findKnownPush(deps, checkout);
  if (!row) {
    deps.logger.info({ checkout }, "an M-Pesa callback for an unknown push was ignored");
    return "unknown";
  }
  const callback = obj(obj(obj(body).Body).stkCallback);
  const raw = { ...obj(body), Body: { stkCallback: maskedCallback(callback) } };
  const parsed = stkCallbackSchema.safeParse(body);
  if (!parsed.success) {
    const held = await holdForReview(deps, row, `Callback not as Daraja sends it: ${schemaProblem(parsed.error)}`, raw);
    return held ? "applied" : "duplicate";
  }
  const { ResultCode: resultCode, ResultDesc: resultDesc } = parsed.data.Body.stkCallback;
  const paid = resultCode === 0 ? stkPaidSchema.safeParse(metadata(callback)) : null;
  if (paid && !paid.success) {
    const held = await holdForReview(
      deps,
      row,
      `A success without its amount or receipt: ${schemaProblem(paid.error)}`,
      raw,
    );
    return held ? "applied" : "duplicate";
  }
  const applied = await applyPushResult(deps, row, {
    via: "callback",
    resultCode,
    resultDesc,
    paidAmount: paid?.data?.Amount,
    receipt: paid?.data?.MpesaReceiptNumber,
    paidAt: fromDarajaTime(paid?.data?.TransactionDate) ?? undefined,
    raw,
  });
  return applied ? "applied" : "duplicate";
}

/** The callback as kept in the history: the phone number masked like everywhere else on the finance screen. */
function maskedCallback(callback: Json): Json {
  const items = obj(callback.CallbackMetadata).Item;
  if (!Array.isArray(items)) return callback;
  return {
    ...callback,
    CallbackMetadata: {
      Item: items.map((item) =>
        obj(item).Name === "PhoneNumber" ? { ...obj(item), Value: maskPhone(String(obj(item).Value)) } : item,
      ),
    },
  };
}

/** A paybill body's own receipt number, when it has one, to record it once whatever its other fields say. */
const transIdOf = (c2b: Json) =>
  typeof c2b.TransID === "string" && /^[A-Za-z0-9]{1,40}$/.test(c2b.TransID.trim()) ? c2b.TransID.trim() : null;

/**
 * A paybill payment made in the M-Pesa menu (C2B confirmation): recorded as a paid
 * donation from source `paybill`, once per TransID (the receipt number), when the body
 * passes its schema (a whole-shilling amount within the donation limits). Any other body
 * is recorded in review, without a paid amount, so it never counts; its raw body is kept.
 */
export async function handleC2bConfirmation(
  deps: DonationDeps,
  body: unknown,
): Promise<"recorded" | "duplicate" | "invalid"> {
  const c2b = obj(body);
  const parsed = c2bSchema.safeParse(body);
  const transId = parsed.success ? parsed.data.TransID : transIdOf(c2b);
  const at = deps.now();
  const msisdn = typeof c2b.MSISDN === "string" ? c2b.MSISDN : "";
  const name = [c2b.FirstName, c2b.MiddleName, c2b.LastName]
    .filter((part) => typeof part === "string" && part.trim())
    .join(" ");
  const account = `account ${typeof c2b.BillRefNumber === "string" ? c2b.BillRefNumber.slice(0, 40) : ""}`.trim();
  const problem = parsed.success ? null : `Paybill confirmation not as Daraja sends it: ${schemaProblem(parsed.error)}`;
  if (problem) deps.logger.warn({ receipt: transId }, "a paybill confirmation failed its schema: held for review");
  const recorded = await recordDonation(
    deps.db,
    {
      source: "paybill",
      status: parsed.success ? "paid" : "review",
      amount: parsed.success ? parsed.data.TransAmount : 0,
      paid_amount: parsed.success ? parsed.data.TransAmount : null,
      // Newer confirmations carry a hashed number: kept only when it is a real one.
      phone: normaliseMpesaPhone(msisdn),
      name: name.slice(0, 100) || null,
      receipt: transId,
      result_code: parsed.success ? 0 : null,
      result_desc: (problem ?? `Paybill payment, ${account}`).slice(0, 300),
      paid_at: parsed.success ? (fromDarajaTime(parsed.data.TransTime) ?? at) : null,
      settled_at: at,
    },
    {
      kind: parsed.success ? "paybill" : "review",
      detail: problem ?? `Paybill confirmation ${transId}`,
      raw: { ...c2b, MSISDN: maskPhone(msisdn) },
    },
    at,
  );
  if (!recorded) return "duplicate";
  return parsed.success ? "recorded" : "invalid";
}
