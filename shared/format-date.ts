/**
 * Dates as the spec shows them: en-US, long month on featured cards
 * ("March 15, 2025"), short month in lists ("Mar 15, 2025"). Dates are
 * formatted in UTC so the server and the browser always agree.
 */
export type DateStyle = "long" | "short";

const formatters: Record<DateStyle, Intl.DateTimeFormat> = {
  long: new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "2-digit", timeZone: "UTC" }),
  short: new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }),
};

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date =
    value instanceof Date ? value : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "March 15, 2025" (style long) or "Mar 15, 2025" (style short); an unreadable date gives "". */
export function formatDate(value: string | Date | null | undefined, style: DateStyle = "long"): string {
  const date = toDate(value);
  return date ? formatters[style].format(date) : "";
}

/** The machine-readable value for a <time dateTime> attribute ("2025-03-15"), or "" when unreadable. */
export function isoDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? date.toISOString().slice(0, 10) : "";
}
