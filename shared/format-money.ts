import type { Locale } from "./locales.ts";

/**
 * A whole number with a comma between thousands, as en-KE and sw-KE both write it ("25,000"),
 * without Intl, whose first number format costs a phone's browser time while the page starts
 * (docs/decisions/0096-start-without-waiting.md).
 */
export function groupThousands(value: number): string {
  const whole = Math.round(value);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return whole < 0 ? `-${digits}` : digits;
}

/** Amounts in Kenyan shillings with thousands separators: 2500 → "KSh 2,500" (the same in Kiswahili, sw-KE). */
export function formatKsh(amount: number, _locale: Locale = "en"): string {
  return `KSh ${groupThousands(amount)}`;
}
