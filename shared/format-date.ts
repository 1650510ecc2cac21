import { EAT_OFFSET, EAT_OFFSET_MS, EAT_TIME_ZONE } from "./east-africa-time.ts";
import { dateTimeFormat } from "./intl-formats.ts";
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

/**
 * The months' names as en-KE and sw-KE write them. A day needs no Intl: East Africa Time has one
 * offset all year, so a date is its parts three hours after UTC. Intl's first date format costs a
 * phone's browser tens of milliseconds while the page starts, and its words can differ from one
 * ICU to another ("Sept" or "Sep"), where the server's and the browser's must match
 * (docs/decisions/0096-start-without-waiting.md).
 */
const MONTHS: Record<Locale, Record<DateStyle, readonly string[]>> = {
  en: {
    long: [
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ],
    short: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  },
  sw: {
    long: [
      "Januari",
      "Februari",
      "Machi",
      "Aprili",
      "Mei",
      "Juni",
      "Julai",
      "Agosti",
      "Septemba",
      "Oktoba",
      "Novemba",
      "Desemba",
    ],
    short: ["Jan", "Feb", "Mac", "Apr", "Mei", "Jun", "Jul", "Ago", "Sep", "Okt", "Nov", "Des"],
  },
};

/** Kiswahili formats (docs/decisions/0066), in East Africa Time. */
const sw = (options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(INTL_TAGS.sw, { ...options, timeZone: EAT_TIME_ZONE });

/** The moment as a date whose UTC parts are East Africa Time's. */
const inEat = (date: Date) => new Date(date.getTime() + EAT_OFFSET_MS);

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
  const eat = inEat(date);
  const day = eat.getUTCDate();
  // en-KE's long date has a two-digit day ("05 March 2025"); the others do not.
  const dayText = locale === "en" && style === "long" ? String(day).padStart(2, "0") : String(day);
  return `${dayText} ${MONTHS[locale][style][eat.getUTCMonth()]} ${eat.getUTCFullYear()}`;
}

/** The machine-readable value for a <time dateTime> attribute ("2025-03-15"), or "" when unreadable. */
export function isoDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? inEat(date).toISOString().slice(0, 10) : "";
}

const WITH_TIME: Intl.DateTimeFormatOptions = {
  timeZone: EAT_TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
};

/**
 * A moment with its time in East Africa Time, as receipts say it: "2 March 2026 at 00:05 EAT",
 * in Kiswahili "2 Machi 2026 saa 00:05 EAT"; "" when unreadable.
 */
export function formatDateTimeEat(value: string | Date | null | undefined, locale: Locale = "en"): string {
  const date = toDate(value);
  if (!date) return "";
  const formatter =
    locale === "sw" ? sw({ dateStyle: "long", timeStyle: "short" }) : dateTimeFormat("en-GB", WITH_TIME);
  return `${formatter.format(date)} EAT`;
}

/** "9:00 AM" in East Africa Time; an unreadable moment gives "". */
export function formatTime(value: string | Date | null | undefined, locale: Locale = "en"): string {
  const date = toDate(value);
  if (!date) return "";
  const time: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };
  return (locale === "sw" ? sw(time) : dateTimeFormat("en-US", { ...time, timeZone: EAT_TIME_ZONE })).format(date);
}
