import { createContext, useContext } from "react";
import { EAT_TIME_ZONE } from "../../../../shared/east-africa-time.ts";
import { INTL_TAGS, type Locale } from "../../../../shared/locales.ts";

/**
 * The signed-in staff member's language for the admin's dates (docs/product.md,
 * "The admin in Kiswahili"): the layout provides it; times are on the office's
 * clock (East Africa Time) in `Intl` with shared/locales.ts INTL_TAGS.
 * English keeps "23 Nov 2026, 14:05"; Kiswahili names the month ("23 Novemba 2026 saa 14:05").
 */
const AdminLocaleContext = createContext<Locale>("en");
export const AdminLocaleProvider = AdminLocaleContext.Provider;

const formatters = new Map<Locale, Intl.DateTimeFormat>();
function dateTimeFormat(locale: Locale): Intl.DateTimeFormat {
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : INTL_TAGS[locale], {
      timeZone: EAT_TIME_ZONE,
      day: "numeric",
      month: locale === "en" ? "short" : "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hour12: false,
    });
    formatters.set(locale, format);
  }
  return format;
}

/** An instant on the office's clock in `locale`; "—" for none or unreadable. */
export function adminDateTime(iso: string | null | undefined, locale: Locale): string {
  if (!iso || Number.isNaN(new Date(iso).getTime())) return "—";
  return dateTimeFormat(locale).format(new Date(iso));
}

/** The signed-in staff member's language (English outside the layout). */
export const useAdminLanguage = (): Locale => useContext(AdminLocaleContext);

/** The admin's date formatters in the staff member's language. */
export function useAdminDates() {
  const locale = useContext(AdminLocaleContext);
  return {
    /** "23 Nov 2026, 14:05" / "23 Novemba 2026 saa 14:05" */
    dateTime: (iso: string | null | undefined) => adminDateTime(iso, locale),
    /** the same with the zone, for tables: "… EAT" */
    eat: (iso: string | null | undefined) => {
      const text = adminDateTime(iso, locale);
      return text === "—" ? text : `${text} EAT`;
    },
  };
}
