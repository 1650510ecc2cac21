import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * A mobile number in any usual form (0712 345 678, +254 712…, 254712…, or
 * another country's with its +code) as the gateway wants it: E.164
 * (+254712345678). A Kenyan number must be a mobile one (07…, 01…). Anything
 * else is null.
 */
export function normaliseSmsPhone(input: unknown): string | null {
  if (typeof input !== "string") return null;
  const trimmed = input.replace(/[\s().-]/g, "");
  if (!/^\+?\d{9,15}$/.test(trimmed)) return null;
  const withPlus = /^254\d{9}$/.test(trimmed) ? `+${trimmed}` : trimmed;
  const parsed = parsePhoneNumberFromString(withPlus, "KE");
  if (!parsed?.isValid()) return null;
  if (parsed.countryCallingCode === "254" && !/^[71]\d{8}$/.test(parsed.nationalNumber)) return null;
  return parsed.number;
}

/** +254712345678 → +2547•••••678: enough to recognise, not enough to call. */
export function maskSmsPhone(phone: string): string {
  return phone.length <= 7 ? "•••" : `${phone.slice(0, 5)}${"•".repeat(phone.length - 8)}${phone.slice(-3)}`;
}

/** The replies that stop every SMS to a number, and those that start them again (any case, first word). */
export const STOP_WORDS = ["STOP", "ONDOKA", "TOKA", "ACHA"] as const;
export const START_WORDS = ["START", "ANZA"] as const;

/** What an incoming text asks: stop, start (in the language of the word), or nothing. */
export function replyIntent(text: unknown): { intent: "stop" } | { intent: "start"; language: "en" | "sw" } | null {
  const word =
    (typeof text === "string" ? text : "")
      .trim()
      .split(/\s+/)[0]
      ?.replace(/[.!,]+$/, "")
      .toUpperCase() ?? "";
  if ((STOP_WORDS as readonly string[]).includes(word)) return { intent: "stop" };
  if (word === "START") return { intent: "start", language: "en" };
  if (word === "ANZA") return { intent: "start", language: "sw" };
  return null;
}
