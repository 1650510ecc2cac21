import { TZDate } from "@date-fns/tz";
import ical, { ICalEventStatus } from "ical-generator";
import { eventPath } from "../../shared/collections/addresses.ts";
import type { EventItem } from "../../shared/collections/index.ts";
import { allDayOf, dayAfter } from "../../shared/structured-data/event.ts";

/** Events happen in Kenya: their times are written in Nairobi time, which has no daylight saving. */
export const CALENDAR_TIME_ZONE = "Africa/Nairobi";

/** Nairobi's zone as calendars need it: East Africa Time, UTC+3 all year since 1960. */
const NAIROBI_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Africa/Nairobi",
  "X-LIC-LOCATION:Africa/Nairobi",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0300",
  "TZOFFSETTO:+0300",
  "TZNAME:EAT",
  "DTSTART:19700101T000000",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

/** How long an event with a start time and no end is entered for. */
export const DEFAULT_EVENT_HOURS = 2;

const STATUS = {
  scheduled: ICalEventStatus.CONFIRMED,
  rescheduled: ICalEventStatus.CONFIRMED,
  postponed: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
} as const;

export type CalendarOptions = {
  /** PUBLIC_URL: event links and the UIDs' domain */
  origin: string;
  name: string;
  description: string;
  /** the calendar's own address */
  path: string;
};

/**
 * RFC 5545 TEXT: a backslash, a semicolon and a comma escaped, every line break written as `\n`,
 * other control characters dropped. The one place a calendar's own texts are escaped: the
 * library escapes each event's fields, but writes the calendar's name and description as given.
 */
export function icalText(text: string): string {
  return text
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(/\p{Cc}/gu, "");
}

const nairobi = (value: string | Date) => new TZDate(new Date(value).getTime(), CALENDAR_TIME_ZONE);

/**
 * An iCalendar (RFC 5545) file of `events`: each with a UID that never changes
 * (its id on this site's domain), its start and end in Nairobi time with the
 * zone described, where, its page and what it is about. A day-only event with
 * no end is an all-day entry; a timed one with no end lasts DEFAULT_EVENT_HOURS.
 */
export function eventsCalendar(events: EventItem[], options: CalendarOptions): string {
  const host = new URL(options.origin).hostname;
  const calendar = ical({
    name: icalText(options.name),
    description: icalText(options.description),
    prodId: { company: "Uraia", product: "Events", language: "EN" },
    url: options.origin + options.path,
    timezone: { name: CALENDAR_TIME_ZONE, generator: () => NAIROBI_VTIMEZONE },
    ttl: 60 * 60,
  });
  for (const event of events) {
    const page = options.origin + eventPath(event.id);
    const day = allDayOf(event);
    const start = Date.parse(event.starts_at);
    const online = event.attendance && event.attendance !== "in-person" ? event.online_url : null;
    calendar.createEvent({
      id: `event-${event.id}@${host}`,
      allDay: day !== null,
      start: day ? nairobi(`${day}T00:00:00+03:00`) : nairobi(event.starts_at),
      end: day
        ? nairobi(`${dayAfter(day)}T00:00:00+03:00`)
        : nairobi(event.ends_at ?? new Date(start + DEFAULT_EVENT_HOURS * 60 * 60 * 1000)),
      timezone: CALENDAR_TIME_ZONE,
      stamp: nairobi(event.updated_at || event.created_at),
      lastModified: nairobi(event.updated_at || event.created_at),
      summary: event.title,
      location: event.location || online || null,
      url: page,
      description: [event.description, online && `Join online: ${online}`, `Details: ${page}`]
        .filter(Boolean)
        .join("\n\n"),
      status: STATUS[event.event_state ?? "scheduled"],
    });
  }
  return calendar.toString();
}
