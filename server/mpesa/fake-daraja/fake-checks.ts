import crypto from "node:crypto";
import { ACCOUNT_REFERENCE_MAX, fromDarajaTime, stkPassword, TRANSACTION_DESC_MAX } from "../daraja-format.ts";

/** How the fake Daraja checks what it is sent, and answers as Daraja does when something is wrong. */
type Json = Record<string, unknown>;

export const requestId = () => `${crypto.randomInt(10000, 99999)}-${crypto.randomInt(1000000, 9999999)}-1`;

export const error = (status: number, errorCode: string, errorMessage: string) => ({
  status,
  body: { requestId: requestId(), errorCode, errorMessage },
});

export const badRequest = (field: string) => error(400, "400.002.02", `Bad Request - Invalid ${field}`);

/** The shortcode, an East Africa timestamp within an hour of now, and the password made from them. */
export function credentialProblem(body: Json, expected: { shortcode: string; passkey: string }, now: Date) {
  if (String(body.BusinessShortCode ?? "") !== expected.shortcode) return badRequest("BusinessShortCode");
  const timestamp = String(body.Timestamp ?? "");
  const sent = /^\d{14}$/.test(timestamp) ? fromDarajaTime(timestamp) : null;
  if (!sent || Math.abs(sent.getTime() - now.getTime()) > 3600_000) return badRequest("Timestamp");
  if (body.Password !== stkPassword(expected.shortcode, expected.passkey, timestamp)) return badRequest("Password");
  return null;
}

/** The first field of an STK push Daraja would refuse, or null. */
export function pushProblem(body: Json): string | null {
  if (body.TransactionType !== "CustomerPayBillOnline" && body.TransactionType !== "CustomerBuyGoodsOnline") {
    return "TransactionType";
  }
  const amount = Number(body.Amount);
  if (!Number.isInteger(amount) || amount < 1 || amount > 250000) return "Amount";
  const phone = String(body.PhoneNumber ?? "");
  if (!/^254[17]\d{8}$/.test(phone) || String(body.PartyA) !== phone) return "PhoneNumber";
  if (!/^https?:\/\/[^/]+/.test(String(body.CallBackURL ?? ""))) return "CallBackURL";
  const ref = String(body.AccountReference ?? "");
  if (!ref || ref.length > ACCOUNT_REFERENCE_MAX || /[^A-Za-z0-9 ]/.test(ref)) return "AccountReference";
  const desc = String(body.TransactionDesc ?? "");
  if (!desc || desc.length > TRANSACTION_DESC_MAX || /[^A-Za-z0-9 ]/.test(desc)) return "TransactionDesc";
  return null;
}
