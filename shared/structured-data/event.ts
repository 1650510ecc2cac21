import { eventPath } from "../collections/addresses.ts";
import type { AttendanceMode, EventState } from "../collections/events.ts";
import type { EventItem } from "../collections/index.ts";
import { type EventFacts, eventFacts } from "../event-facts.ts";
import { INTL_TAGS, type Locale, localizedPath } from "../locales.ts";
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

/**
 * An event entered as a day only ("2026-12-03", stored as midnight in Nairobi)
 * with no end: its day, for an all-day entry; otherwise null (shared/event-facts.ts).
 */
export function allDayOf(event: Pick<EventItem, "starts_at" | "ends_at">): string | null {
  return eventFacts({ ...event, attendance: "in-person", location: "", online_url: null }).allDay;
}

export { dayAfter } from "../event-facts.ts";

/** Where the event happens (shared/event-facts.ts): a place in Kenya with its street and town, an online address, or both. */
function locations(facts: EventFacts): JsonLdNode[] {
  const out: JsonLdNode[] = [];
  if (facts.place) {
    out.push({
      "@type": "Place",
      name: facts.place.name,
      address: {
        "@type": "PostalAddress",
        ...(facts.place.street && { streetAddress: facts.place.street }),
        ...(facts.place.locality && { addressLocality: facts.place.locality }),
        addressCountry: "KE",
      },
    });
  }
  if (facts.mode !== "in-person")
    out.push({ "@type": "VirtualLocation", ...(facts.onlineUrl && { url: facts.onlineUrl }) });
  return out;
}

/**
 * An event as a schema.org Event, from its one set of facts (shared/event-facts.ts):
 * its times in East Africa Time with their offset (no end where it has none), where,
 * how and whether it happens, who runs it; `url` and `@id` are the page in `locale`.
 */
export function eventLd(event: EventItem, origin: string, defaultImage: string, locale: Locale = "en"): JsonLdNode {
  const facts = eventFacts(event);
  const place = locations(facts);
  const url = `${origin}${localizedPath(eventPath(event.id), locale)}`;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    "@id": `${url}#event`,
    name: event.title,
    description: event.description || event.title,
    inLanguage: INTL_TAGS[locale],
    startDate: facts.start,
    ...(facts.end && { endDate: facts.end }),
    eventStatus: STATUS[event.event_state ?? "scheduled"],
    eventAttendanceMode: MODE[facts.mode],
    location: place.length === 1 ? place[0] : place,
    image: [absolute(origin, event.image_url || defaultImage)],
    organizer: organizationNode(origin),
    url,
    mainEntityOfPage: url,
  };
}
