import { maskPhone, normaliseMpesaPhone } from "../../shared/donations.ts";
import { fromDarajaTime } from "../mpesa/daraja-format.ts";
import type { DonationDeps } from "./donation-deps.ts";
import { findDonation, recordDonation } from "./donation-rows.ts";
import { applyPushResult } from "./donation-settle.ts";

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
 * An STK push callback (`{ Body: { stkCallback } }`). Unknown or malformed ones
 * are logged (without the phone number) and ignored; known ones are applied once.
 */
export async function handleStkCallback(
  deps: DonationDeps,
  body: unknown,
): Promise<"applied" | "duplicate" | "unknown"> {
  const callback = obj(obj(obj(body).Body).stkCallback);
  const checkout = typeof callback.CheckoutRequestID === "string" ? callback.CheckoutRequestID : "";
  const resultCode = Number(callback.ResultCode);
  if (!checkout || !Number.isInteger(resultCode)) {
    deps.logger.warn("an M-Pesa callback without a CheckoutRequestID or ResultCode was ignored");
    return "unknown";
  }
  const row = await findKnownPush(deps, checkout);
  if (!row) {
    deps.logger.info({ checkout }, "an M-Pesa callback for an unknown push was ignored");
    return "unknown";
  }
  const meta = metadata(callback);
  const amount = Number(meta.Amount);
  const receipt = typeof meta.MpesaReceiptNumber === "string" ? meta.MpesaReceiptNumber.slice(0, 40) : undefined;
  const applied = await applyPushResult(deps, row, {
    via: "callback",
    resultCode,
    resultDesc: String(callback.ResultDesc ?? ""),
    paidAmount: Number.isFinite(amount) && resultCode === 0 ? Math.round(amount) : undefined,
    receipt,
    paidAt: fromDarajaTime(meta.TransactionDate) ?? undefined,
    raw: { ...obj(body), Body: { stkCallback: maskedCallback(callback) } },
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

/**
 * A paybill payment made in the M-Pesa menu (C2B confirmation): recorded as a
 * paid donation from source `paybill`, once per TransID (the receipt number).
 */
export async function handleC2bConfirmation(
  deps: DonationDeps,
  body: unknown,
): Promise<"recorded" | "duplicate" | "invalid"> {
  const c2b = obj(body);
  const transId = typeof c2b.TransID === "string" ? c2b.TransID.trim().slice(0, 40) : "";
  const amount = Math.round(Number(c2b.TransAmount));
  if (!transId || !(amount > 0)) {
    deps.logger.warn("a paybill confirmation without a TransID or amount was ignored");
    return "invalid";
  }
  const at = deps.now();
  const msisdn = String(c2b.MSISDN ?? "");
  const name = [c2b.FirstName, c2b.MiddleName, c2b.LastName]
    .filter((part) => typeof part === "string" && part.trim())
    .join(" ");
  const recorded = await recordDonation(
    deps.db,
    {
      source: "paybill",
      status: "paid",
      amount,
      paid_amount: amount,
      // Newer confirmations carry a hashed number: kept only when it is a real one.
      phone: normaliseMpesaPhone(msisdn),
      name: name.slice(0, 100) || null,
      receipt: transId,
      result_code: 0,
      result_desc: `Paybill payment, account ${String(c2b.BillRefNumber ?? "").slice(0, 40)}`.trim(),
      paid_at: fromDarajaTime(c2b.TransTime) ?? at,
      settled_at: at,
    },
    { kind: "paybill", detail: `Paybill confirmation ${transId}`, raw: { ...c2b, MSISDN: maskPhone(msisdn) } },
    at,
  );
  return recorded ? "recorded" : "duplicate";
}
