/**
 * Dates as the spec shows them: en-US, long month on featured cards and
 * publications ('November 05, 2026'), short month in lists ('Nov 05, 2026').
 * One fixed time zone (the organisation's) so the server-rendered text and the
 * hydrated text always agree.
 */
const TIME_ZONE = "Africa/Nairobi";

const longDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "2-digit",
  timeZone: TIME_ZONE,
});
const shortDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "2-digit",
  timeZone: TIME_ZONE,
});

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'November 05, 2026'; '' when there is no valid date. */
export function formatLongDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? longDate.format(date) : "";
}

/** 'Nov 05, 2026'; '' when there is no valid date. */
export function formatShortDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? shortDate.format(date) : "";
}

/** The machine-readable value for a <time dateTime> attribute. */
export function isoDate(value: string | Date | null | undefined): string | undefined {
  return toDate(value)?.toISOString();
}
