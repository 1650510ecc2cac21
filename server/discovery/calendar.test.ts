import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { itemSchema } from "../../shared/collections/define.ts";
import { events } from "../../shared/collections/events.ts";
import type { EventItem } from "../../shared/collections/index.ts";
import { eventsCalendar } from "./calendar.ts";

const ORIGIN = "https://uraia.example";

function event(id: number, input: Record<string, unknown>): EventItem {
  const data = itemSchema(events).parse({ kind: "dialogue", published_at: "2026-10-01T09:00", ...input });
  return {
    ...data,
    id,
    position: id,
    created_at: "2026-10-01T06:00:00.000Z",
    updated_at: "2026-10-02T06:00:00.000Z",
  } as EventItem;
}

const timed = event(12, {
  title: "Youth and the county budget",
  description: "Bring your questions on the ward fund, commas, and; semicolons.",
  starts_at: "2026-12-03T10:00",
  ends_at: "2026-12-03T13:30",
  location: "Kitengela Community Hall, Kitengela",
});
const dayOnly = event(13, {
  title: "How to write a memorandum",
  starts_at: "2027-01-10",
  attendance: "online",
  online_url: "https://x.com/UraiaKenya",
  location: "Online (Zoom)",
  event_state: "cancelled",
});
const noEnd = event(14, { title: "Budget hearing turnout drive", starts_at: "2026-12-05T15:00", location: "Isinya" });

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return calendar;
}

describe("event calendars (RFC 5545, read back with ical.js)", () => {
  const options = {
    origin: ORIGIN,
    name: "Uraia events",
    description: "Events",
    path: "/events.ics",
    joinOnline: "Join online: {url}",
    details: "Details: {url}",
  };
  const ics = eventsCalendar([timed, dayOnly, noEnd], options);
  const calendar = parse(ics);
  const vevents = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));

  it("describes Nairobi's zone once and writes each start and end in it", () => {
    const zones = calendar.getAllSubcomponents("vtimezone");
    expect(zones.map((z) => z.getFirstPropertyValue("tzid"))).toEqual(["Africa/Nairobi"]);
    const first = vevents[0]!;
    expect(first.startDate.zone?.tzid).toBe("Africa/Nairobi");
    expect(first.endDate.zone?.tzid).toBe("Africa/Nairobi");
    expect(first.startDate.toJSDate().toISOString()).toBe("2026-12-03T07:00:00.000Z");
    expect(first.endDate.toJSDate().toISOString()).toBe("2026-12-03T10:30:00.000Z");
    expect(ics).toContain("DTSTART;TZID=Africa/Nairobi:20261203T100000");
    expect(ics).toContain("DTEND;TZID=Africa/Nairobi:20261203T133000");
  });

  it("gives every event a UID that stays the same, its place, page and description", () => {
    expect(vevents.map((e) => e.uid)).toEqual([
      "event-12@uraia.example",
      "event-13@uraia.example",
      "event-14@uraia.example",
    ]);
    expect(eventsCalendar([timed], options)).toContain("UID:event-12@uraia.example");
    const first = vevents[0]!;
    expect(first.summary).toBe("Youth and the county budget");
    expect(first.location).toBe("Kitengela Community Hall, Kitengela");
    expect(first.component.getFirstPropertyValue("url")).toBe(`${ORIGIN}/events/12`);
    expect(first.description).toBe(
      `Bring your questions on the ward fund, commas, and; semicolons.\n\nDetails: ${ORIGIN}/events/12`,
    );
  });

  it("enters a day-only event as a whole day, and a cancelled one as cancelled with its online link", () => {
    const day = vevents[1]!;
    expect(day.startDate.isDate).toBe(true);
    expect(day.startDate.toString()).toBe("2027-01-10");
    expect(day.endDate.toString()).toBe("2027-01-11");
    expect(day.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(day.description).toContain("Join online: https://x.com/UraiaKenya");
  });

  it("gives a timed event without an end no end, as its page and JSON-LD do", () => {
    const drive = vevents[2]!;
    expect(drive.component.hasProperty("dtend")).toBe(false);
    expect(drive.component.hasProperty("duration")).toBe(false);
    expect(drive.startDate.toJSDate().toISOString()).toBe("2026-12-05T12:00:00.000Z");
  });

  it("follows RFC 5545 line by line: CRLF after every line, the last too; UTC stamps; known or X- properties", () => {
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    const lines = ics.slice(0, -2).split("\r\n");
    const KNOWN = new Set(
      "BEGIN END VERSION PRODID CALSCALE METHOD URL NAME DESCRIPTION REFRESH-INTERVAL TZID TZOFFSETFROM TZOFFSETTO TZNAME DTSTART DTEND UID SEQUENCE DTSTAMP SUMMARY LOCATION STATUS LAST-MODIFIED".split(
        " ",
      ),
    );
    for (const line of lines) {
      expect(line, line).not.toMatch(/[\r\n]/);
      expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
      if (line.startsWith(" ")) continue; // a folded line's continuation
      const name = /^([A-Z0-9-]+)[;:]/.exec(line)?.[1];
      expect(name, line).toBeDefined();
      expect(KNOWN.has(name!) || name!.startsWith("X-"), line).toBe(true);
    }
    const stamps = lines.filter((l) => l.startsWith("DTSTAMP:") || l.startsWith("LAST-MODIFIED:"));
    expect(stamps).toHaveLength(6);
    for (const stamp of stamps) expect(stamp).toMatch(/:20261002T060000Z$/);
    expect(vevents[0]!.component.getFirstPropertyValue("dtstamp")?.toString()).toBe("2026-10-02T06:00:00Z");
  });

  it("writes a Kiswahili calendar linking the Kiswahili pages, in Kiswahili words", () => {
    const sw = parse(
      eventsCalendar([timed, dayOnly], {
        ...options,
        path: "/sw/events.ics",
        joinOnline: "Jiunge mtandaoni: {url}",
        details: "Maelezo zaidi: {url}",
        locale: "sw",
      }),
    );
    const [first, second] = sw.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(first!.component.getFirstPropertyValue("url")).toBe(`${ORIGIN}/sw/events/12`);
    expect(first!.description).toContain(`Maelezo zaidi: ${ORIGIN}/sw/events/12`);
    expect(second!.description).toContain("Jiunge mtandaoni: https://x.com/UraiaKenya");
    // An online event tells its link, not a venue.
    expect(second!.location).toBe("https://x.com/UraiaKenya");
  });
});
