import { INTL_TAGS, type Locale } from "./locales.ts";

const ksh: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(INTL_TAGS.en, { maximumFractionDigits: 0 }),
  sw: new Intl.NumberFormat(INTL_TAGS.sw, { maximumFractionDigits: 0 }),
};

/** Amounts in Kenyan shillings with thousands separators: 2500 → "KSh 2,500" (the same in Kiswahili, sw-KE). */
export function formatKsh(amount: number, locale: Locale = "en"): string {
  return `KSh ${ksh[locale].format(amount)}`;
}
