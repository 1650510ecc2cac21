import { eventPath } from "../collections/addresses.ts";
import type { AttendanceMode, EventState } from "../collections/events.ts";
import type { EventItem } from "../collections/index.ts";
import { eastAfricaTime } from "../east-africa-time.ts";
import { absolute, type JsonLdNode } from "./json-ld.ts";
import { organizationNode } from "./organization.ts";

const MODE: Record<AttendanceMode, string> = {
  "in-person": "https://schema.org/OfflineEventAttendanceMode",
  online: "https://schema.org/OnlineEventAttendanceMode",
  mixed: "https://schema.org/MixedEventAttendanceMode",
};

const STATUS: Record<EventState, string> = {
  scheduled: "https://schema.org/EventScheduled",
  postponed: "https://schema.org/EventPostponed",
  rescheduled: "https://schema.org/EventRescheduled",
  cancelled: "https://schema.org/EventCancelled",
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An event entered as a day only ("2026-12-03", stored as midnight in Nairobi)
 * with no end: its day, for an all-day entry; otherwise null.
 */
export function allDayOf(event: Pick<EventItem, "starts_at" | "ends_at">): string | null {
  if (event.ends_at) return null;
  const local = eastAfricaTime(event.starts_at);
  return local?.slice(11, 19) === "00:00:00" ? local.slice(0, 10) : null;
}

/** The day after an all-day event's day ("2026-12-04"). */
export const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** Where the event happens: a place in Kenya, an online address, or both. */
function locations(event: EventItem): JsonLdNode[] {
  const mode = event.attendance ?? "in-person";
  const out: JsonLdNode[] = [];
  if (mode !== "online") {
    out.push({
      "@type": "Place",
      name: event.location || "To be announced",
      address: { "@type": "PostalAddress", addressLocality: event.location || "Kenya", addressCountry: "KE" },
    });
  }
  if (mode !== "in-person") {
    out.push({ "@type": "VirtualLocation", ...(event.online_url && { url: event.online_url }) });
  }
  return out;
}

/** "online" or "in {location}", for a description written when staff gave none. */
const where = (event: EventItem) =>
  (event.attendance ?? "in-person") === "online" ? "online" : `in ${event.location || "Kenya"}`;

/** An event as a schema.org Event: its times in East Africa Time, where, how and whether it happens, who runs it. */
export function eventLd(event: EventItem, origin: string, defaultImage: string): JsonLdNode {
  const day = allDayOf(event);
  const place = locations(event);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description || `${event.title}: an Uraia ${event.type || "event"} ${where(event)}.`,
    startDate: day ?? eastAfricaTime(event.starts_at),
    endDate: day ?? eastAfricaTime(event.ends_at),
    eventStatus: STATUS[event.event_state ?? "scheduled"],
    eventAttendanceMode: MODE[event.attendance ?? "in-person"],
    location: place.length === 1 ? place[0] : place,
    image: [absolute(origin, event.image_url || defaultImage)],
    organizer: organizationNode(origin),
    url: `${origin}${eventPath(event.id)}`,
  };
}
