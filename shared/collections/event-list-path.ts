import type { EventKind } from "./events.ts";

/** Each kind of event by its public name (the eyebrow of an event's page). */
export const EVENT_KIND_NAMES: Record<EventKind, string> = {
  dialogue: "Community dialogue",
  session: "Civic education session",
  action: "Grassroots action",
  "club-event": "Community club event",
  conference: "Programme event",
};

/** The page that lists each kind of event; an event's own page is /events/{id}. */
export const EVENT_LIST_PATH: Record<EventKind, string> = {
  dialogue: "/community-dialogues",
  session: "/civic-education",
  action: "/grassroots-advocacy",
  "club-event": "/community-club",
  conference: "/programs",
};

/** What staff read for a kind: its public name and the page that lists it ("Community club event · on /community-club"). */
export const EVENT_KIND_LABELS: Record<EventKind, string> = Object.fromEntries(
  Object.entries(EVENT_KIND_NAMES).map(([kind, name]) => [kind, `${name} · on ${EVENT_LIST_PATH[kind as EventKind]}`]),
) as Record<EventKind, string>;
