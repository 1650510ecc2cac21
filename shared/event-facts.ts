import type { AttendanceMode } from "./collections/events.ts";
import type { EventItem } from "./collections/index.ts";
import { EAT_OFFSET, eastAfricaTime } from "./east-africa-time.ts";

/** Events happen in Kenya: their times are Nairobi's (East Africa Time, UTC+3 all year). */
export const EVENT_TIME_ZONE = "Africa/Nairobi";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One event's facts, read once from its record and told the same way by its page,
 * its JSON-LD, its calendar entry and the feeds (docs/product.md, "Events"):
 * - `allDay`: the day of an event entered as a day only (midnight in Nairobi, no end), else null;
 * - `start`, `end`: East Africa Time with its offset ("2026-03-01T09:00:00+03:00");
 *   an all-day event ends at the next midnight. An event without an end has none
 *   anywhere: no default duration is invented for it;
 * - `mode`: in person, online or both; `place` only when people come in person
 *   (a leftover venue of an online event is not told), `onlineUrl` only when they
 *   can join online;
 * - `place`: the venue, with its street and town when the location gives them
 *   ("Venue, Town" or "Venue, Street, Town").
 */
export type EventFacts = {
  allDay: string | null;
  start: string;
  end: string | null;
  timeZone: typeof EVENT_TIME_ZONE;
  mode: AttendanceMode;
  place: { name: string; street: string | null; locality: string | null } | null;
  onlineUrl: string | null;
};

/** The day after a day ("2026-12-04" after "2026-12-03"). */
export const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** "Venue, Street, Town" → its parts; one part is the venue alone. */
export function placeOf(location: string): EventFacts["place"] {
  const parts = location
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return null;
  const [name = "", ...rest] = parts;
  if (rest.length === 0) return { name, street: null, locality: null };
  const locality = rest.pop() ?? null;
  return { name, street: rest.length ? rest.join(", ") : null, locality };
}

export function eventFacts(
  event: Pick<EventItem, "starts_at" | "ends_at" | "attendance" | "location" | "online_url">,
): EventFacts {
  const local = eastAfricaTime(event.starts_at) ?? event.starts_at;
  const allDay = !event.ends_at && local.slice(11, 19) === "00:00:00" ? local.slice(0, 10) : null;
  const mode = event.attendance ?? "in-person";
  return {
    allDay,
    start: local,
    end: allDay ? `${dayAfter(allDay)}T00:00:00${EAT_OFFSET}` : eastAfricaTime(event.ends_at),
    timeZone: EVENT_TIME_ZONE,
    mode,
    place: mode === "online" ? null : placeOf(event.location ?? ""),
    onlineUrl: mode === "in-person" ? null : event.online_url || null,
  };
}
