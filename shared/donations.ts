import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { isEmail } from "./email.ts";
import { DONATION_LIMITS } from "./field-limits.ts";
import { FORM_ERRORS, formErrors } from "./form-errors.ts";
import type { Locale } from "./locales.ts";

/**
 * M-Pesa donations (docs/product.md, "Donations"): the states a donation moves
 * through, the limits on what a donor may ask for, and the words a donor reads
 * when a field is wrong (the API's `details` and the form say the same thing).
 */
export const DONATION_STATUSES = ["pending", "paid", "cancelled", "failed", "expired", "review"] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];
/** Where a donation came from: a push from the site, or a paybill payment made in the M-Pesa menu. */
export const DONATION_SOURCES = ["stk", "paybill"] as const;
export type DonationSource = (typeof DONATION_SOURCES)[number];

export { DONATION_LIMITS };

/** The English texts (the API's default); other languages: `formErrors(locale).donation` (form-errors.ts). */
export const DONATION_FIELD_MESSAGES = FORM_ERRORS.en.donation;

/** What the donor asked for, checked and normalised. */
export type DonationRequest = {
  amount: number;
  phone: string;
  name: string | null;
  email: string | null;
  /** the name to thank on the open-books page, when the donor ticked the box (off by default) */
  thanksName: string | null;
};

/**
 * The words a donor agrees to when they tick the box to be thanked by name on
 * the open-books page; stored with the donation, word for word, with the time.
 */
export const THANKS_CONSENT: Record<Locale, string> = {
  en: "Yes, thank me by name on the transparency page (Asante to …). My phone number, email and receipt stay private.",
  sw: "Ndiyo, nishukuruni kwa jina kwenye ukurasa wa uwazi (Asante kwa …). Nambari yangu ya simu, barua pepe na risiti vinabaki siri.",
};

/**
 * A Kenyan mobile number in any usual form (0712…, 0112…, +254 7…, 2547…) as
 * Daraja wants it: 2547XXXXXXXX or 2541XXXXXXXX. Anything else is null.
 */
export function normaliseMpesaPhone(input: string): string | null {
  const trimmed = input.replace(/[\s().-]/g, "");
  if (!/^\+?\d{9,13}$/.test(trimmed)) return null;
  const withPlus = /^254\d{9}$/.test(trimmed) ? `+${trimmed}` : trimmed;
  const parsed = parsePhoneNumberFromString(withPlus, "KE");
  if (!parsed?.isValid() || parsed.countryCallingCode !== "254") return null;
  const national = parsed.nationalNumber;
  return /^[71]\d{8}$/.test(national) ? `254${national}` : null;
}

/** 2547…678 → 2547•••••678: enough to recognise, not enough to call. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return phone;
  return phone.length <= 7 ? "•••" : `${phone.slice(0, 4)}${"•".repeat(phone.length - 7)}${phone.slice(-3)}`;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * Checks a donation form (JSON or form fields); `details` names every bad field.
 * The form's `other_amount`, when filled in, wins over the `amount` chosen by radio button.
 */
export function checkDonationRequest(
  fields: Record<string, unknown>,
  locale: Locale = "en",
): { ok: true; value: DonationRequest } | { ok: false; details: Record<string, string> } {
  const details: Record<string, string> = {};
  const m = formErrors(locale).donation;
  const given = text(fields.other_amount) ? fields.other_amount : fields.amount;
  const amountText = typeof given === "number" ? String(given) : text(given).replace(/,/g, "");
  const amount = /^\d{1,6}$/.test(amountText) ? Number(amountText) : Number.NaN;
  if (!(amount >= DONATION_LIMITS.minAmount && amount <= DONATION_LIMITS.maxAmount)) {
    details.amount = m.amount;
  }
  const phone = normaliseMpesaPhone(text(fields.phone));
  if (!phone) details.phone = m.phone;
  const name = text(fields.name);
  if (name.length > DONATION_LIMITS.name) details.name = m.nameLong;
  const email = text(fields.email).toLowerCase();
  if (email && (email.length > DONATION_LIMITS.email || !isEmail(email))) details.email = m.emailInvalid;
  // A ticked box (the form sends "yes"; JSON may send true) with no name to show is a mistake to point out.
  const thanks = fields.thank_by_name === true || fields.thank_by_name === "yes" || fields.thank_by_name === "on";
  const thanksName = thanks ? text(fields.public_name) || name : "";
  if (thanks && (!thanksName || thanksName.length > DONATION_LIMITS.name)) details.public_name = m.thanksName;
  if (Object.keys(details).length > 0 || !phone) return { ok: false, details };
  return {
    ok: true,
    value: { amount, phone, name: name || null, email: email || null, thanksName: thanks ? thanksName : null },
  };
}

/** What the status page and GET /api/donation-status/<ref> tell the donor. */
export type DonationStatusAnswer = {
  status: DonationStatus;
  amount: number;
  receipt?: string;
  /** paid, but M-Pesa has not sent the receipt number yet (a status query found the payment) */
  receipt_pending?: true;
  /** why a push failed, in the donor's words (failed only) */
  reason?: FailureReason;
  /** when the payment was made (paid only) */
  paid_at?: string;
};

/** Why a push did not end in a payment, as the donor is told. */
export const FAILURE_REASONS = ["insufficient_funds", "wrong_pin", "unreachable", "not_sent", "other"] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** A donation as the finance screen shows it. */
export type Donation = {
  id: number;
  ref: string;
  source: DonationSource;
  status: DonationStatus;
  amount: number;
  paid_amount: number | null;
  /** 2547… (masked as 2547•••••678 for everyone but Administrators) */
  phone: string | null;
  name: string | null;
  email: string | null;
  receipt: string | null;
  result_code: number | null;
  result_desc: string | null;
  created_at: string;
  settled_at: string | null;
};

export type DonationEvent = { id: number; kind: string; detail: string; raw: unknown; created_at: string };
