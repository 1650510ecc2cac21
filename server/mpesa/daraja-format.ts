/**
 * The small formatting rules of Daraja's "Lipa na M-Pesa Online" requests:
 * the East Africa Time stamp, the password made from it, and the short text
 * fields the phone prompt shows.
 */

/** East Africa Time is UTC+3 all year (no daylight saving). */
const EAT_OFFSET_MS = 3 * 3600_000;

/** `YYYYMMDDHHmmss` in East Africa Time, as Daraja wants in `Timestamp`. */
export function darajaTimestamp(at: Date): string {
  return new Date(at.getTime() + EAT_OFFSET_MS)
    .toISOString()
    .replace(/\.\d{3}Z$/, "")
    .replace(/\D/g, "");
}

/** `Password` = base64(shortcode + passkey + timestamp). */
export function stkPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString("base64");
}

export const ACCOUNT_REFERENCE_MAX = 12;
export const TRANSACTION_DESC_MAX = 13;

/** Letters, digits and single spaces only, cut to `max` characters (Daraja refuses special characters). */
export function darajaText(text: string, max: number): string {
  return text
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9 ]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max)
    .trim();
}

/** Daraja's `TransactionDate` / `TransTime` (YYYYMMDDHHmmss, East Africa Time) as an instant; null when malformed. */
export function fromDarajaTime(value: unknown): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(String(value ?? ""));
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const utc = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) - EAT_OFFSET_MS;
  return Number.isNaN(utc) ? null : new Date(utc);
}
