import { dateTimeFormat } from "./intl-formats.ts";

/**
 * East Africa Time, the organisation's clock (Africa/Nairobi: UTC+3 all year, no
 * daylight saving). Staff enter and read times in it and the site shows days in
 * it, whatever the zone of the server or of the browser (docs/product.md). The
 * one place that knows the zone and its offset.
 */
export const EAT_TIME_ZONE = "Africa/Nairobi";
/** The offset as ISO-8601 writes it: a date-time without a zone is read with it. */
export const EAT_OFFSET = "+03:00";
export const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;

/** '2026-03-01T09:30' (a datetime-local value in EAT) → '2026-03-01T06:30:00.000Z'; null if not a valid time. */
export function eatInputToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi) - EAT_OFFSET_MS;
  const date = new Date(utc);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An ISO instant → its datetime-local value in EAT ('' for null or invalid). */
export function isoToEatInput(iso: string | null): string {
  if (!iso) return "";
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return "";
  return new Date(time + EAT_OFFSET_MS).toISOString().slice(0, 16);
}

const DATE_TIME: Intl.DateTimeFormatOptions = {
  timeZone: EAT_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
};

/** '23 Nov 2026, 14:05': an instant on the office's clock. */
export const eatDateTime = (iso: string) => dateTimeFormat("en-GB", DATE_TIME).format(new Date(iso));

/** A readable EAT time for tables, e.g. '1 Mar 2026, 09:30 EAT'; '—' for none or invalid. */
export function formatEat(iso: string | null): string {
  if (!iso || Number.isNaN(new Date(iso).getTime())) return "—";
  return `${eatDateTime(iso)} EAT`;
}

/** A moment as East Africa Time with its offset ("2026-03-01T09:00:00+03:00"); null when unreadable. */
export function eastAfricaTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  return `${new Date(time + EAT_OFFSET_MS).toISOString().slice(0, 19)}${EAT_OFFSET}`;
}
