import { EAT_OFFSET, EAT_OFFSET_MS, EAT_TIME_ZONE } from "./east-africa-time.ts";
import { INTL_TAGS, type Locale } from "./locales.ts";

/**
 * Dates as the site shows them: en-KE through Intl (sw-KE on Kiswahili pages, docs/product.md "Kiswahili"),
 * long month on featured cards ("15 March 2025"), short month in lists ("15 Mar 2025"). A moment is shown
 * as its day in East Africa Time (Africa/Nairobi, UTC+3 all year), where the
 * organisation and its readers are, whatever the server's or the browser's own
 * zone, so the two always agree: an item dated midnight in Nairobi is that day,
 * not the day before. A bare day ("2025-03-15") is that day. On Kiswahili pages
 * (`locale` "sw") the same styles in sw-KE: "25 Novemba 2026", "25 Nov 2026", "9:00".
 */
export type DateStyle = "long" | "short";

const formatters: Record<DateStyle, Intl.DateTimeFormat> = {
  long: new Intl.DateTimeFormat(INTL_TAGS.en, {
    year: "numeric",
    month: "long",
    day: "2-digit",
    timeZone: EAT_TIME_ZONE,
  }),
  short: new Intl.DateTimeFormat(INTL_TAGS.en, {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: EAT_TIME_ZONE,
  }),
};

/** Kiswahili formatters, made on first use (docs/decisions/0066). */
const swFormatters = new Map<string, Intl.DateTimeFormat>();
function sw(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let formatter = swFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_TAGS.sw, { ...options, timeZone: EAT_TIME_ZONE });
    swFormatters.set(key, formatter);
  }
  return formatter;
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date =
    value instanceof Date
      ? value
      : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00${EAT_OFFSET}` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "15 March 2025" (style long) or "15 Mar 2025" (style short); an unreadable date gives "". */
export function formatDate(
  value: string | Date | null | undefined,
  style: DateStyle = "long",
  locale: Locale = "en",
): string {
  const date = toDate(value);
  if (!date) return "";
  if (locale === "sw") return sw(style, { year: "numeric", month: style, day: "numeric" }).format(date);
  return formatters[style].format(date);
}

/** The machine-readable value for a <time dateTime> attribute ("2025-03-15"), or "" when unreadable. */
export function isoDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? new Date(date.getTime() + EAT_OFFSET_MS).toISOString().slice(0, 10) : "";
}

const withTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: EAT_TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

/**
 * A moment with its time in East Africa Time, as receipts say it: "2 March 2026 at 00:05 EAT",
 * in Kiswahili "2 Machi 2026 saa 00:05 EAT"; "" when unreadable.
 */
export function formatDateTimeEat(value: string | Date | null | undefined, locale: Locale = "en"): string {
  const date = toDate(value);
  if (!date) return "";
  const formatter = locale === "sw" ? sw("dateTime", { dateStyle: "long", timeStyle: "short" }) : withTime;
  return `${formatter.format(date)} EAT`;
}

const timeFormatter = new Intl.DateTimeFormat("en-US", {
  hour: "numeric",
  minute: "2-digit",
  timeZone: EAT_TIME_ZONE,
});

/** "9:00 AM" in East Africa Time; an unreadable moment gives "". */
export function formatTime(value: string | Date | null | undefined, locale: Locale = "en"): string {
  const date = toDate(value);
  if (!date) return "";
  return (locale === "sw" ? sw("time", { hour: "numeric", minute: "2-digit" }) : timeFormatter).format(date);
}
