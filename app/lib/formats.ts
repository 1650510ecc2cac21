import { type DateStyle, formatDate, formatTime } from "../../shared/format-date.ts";
import { formatKsh } from "../../shared/format-money.ts";
import { useLocale } from "./locale.ts";

/** Dates, times and KSh in the page's language (shared/format-date.ts, format-money.ts; sw-KE on /sw pages). */
export function useFormats() {
  const locale = useLocale();
  return {
    date: (value: string | Date | null | undefined, style: DateStyle = "long") => formatDate(value, style, locale),
    time: (value: string | Date | null | undefined) => formatTime(value, locale),
    ksh: (amount: number) => formatKsh(amount, locale),
  };
}
