import { TZDate } from "@date-fns/tz";
import ical, { ICalEventStatus } from "ical-generator";
import { eventPath } from "../../shared/collections/addresses.ts";
import type { EventItem } from "../../shared/collections/index.ts";
import { eventFacts } from "../../shared/event-facts.ts";
import { fillIn } from "../../shared/fill-in.ts";
import { type Locale, localizedPath } from "../../shared/locales.ts";

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
  /** the words of an entry's description, in the calendar's language: `{url}` the address */
  joinOnline: string;
  details: string;
  /** the language of the event pages the entries link (English unless given) */
  locale?: Locale;
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

/** A moment as an RFC 5545 UTC DATE-TIME ("20260102T100000Z"), as DTSTAMP must be. */
const utcStamp = (value: string) => `${new Date(value).toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

/**
 * An iCalendar (RFC 5545) file of `events`: each with a UID that never changes
 * (its id on this site's domain), its start and end in Nairobi time with the
 * zone described, where, its page and what it is about, all from the event's
 * one set of facts (shared/event-facts.ts): a day-only event with no end is an
 * all-day entry; a timed one with no end has no DTEND, as on its page and in its
 * JSON-LD. DTSTAMP and LAST-MODIFIED are UTC; every line, the last one too, ends
 * in CRLF; a property of no standard carries the X- prefix.
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
  const stamps: string[] = [];
  for (const event of events) {
    const page = options.origin + localizedPath(eventPath(event.id), options.locale ?? "en");
    const facts = eventFacts(event);
    const online = facts.onlineUrl;
    stamps.push(utcStamp(event.updated_at || event.created_at));
    calendar.createEvent({
      id: `event-${event.id}@${host}`,
      allDay: facts.allDay !== null,
      start: nairobi(facts.start),
      ...(facts.end && { end: nairobi(facts.end) }),
      timezone: CALENDAR_TIME_ZONE,
      summary: event.title,
      location: (facts.place && event.location) || online || null,
      url: page,
      description: [
        event.description,
        online && fillIn(options.joinOnline, { url: online }),
        fillIn(options.details, { url: page }),
      ]
        .filter(Boolean)
        .join("\n\n"),
      status: STATUS[event.event_state ?? "scheduled"],
    });
  }
  return strictLines(calendar.toString(), stamps);
}

/**
 * The generator's text made strict: each event's DTSTAMP and LAST-MODIFIED in
 * UTC (`stamps`, in the events' order; the generator writes local times), no
 * bare TIMEZONE-ID (X-WR-TIMEZONE says the same), and a CRLF after the last line.
 */
function strictLines(text: string, stamps: string[]): string {
  let index = -1;
  const lines: string[] = [];
  for (const line of text.split("\r\n")) {
    if (line === "" || line.startsWith("TIMEZONE-ID:")) continue;
    if (line.startsWith("DTSTAMP:") || line.startsWith("LAST-MODIFIED:")) continue;
    if (line === "BEGIN:VEVENT") index += 1;
    if (line === "END:VEVENT") lines.push(`DTSTAMP:${stamps[index]}`, `LAST-MODIFIED:${stamps[index]}`);
    lines.push(line);
  }
  return `${lines.join("\r\n")}\r\n`;
}
