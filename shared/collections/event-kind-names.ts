import type { EventKind } from "./events.ts";

/** Each kind of event by its public name (the eyebrow of an event's page). */
export const EVENT_KIND_NAMES: Record<EventKind, string> = {
  dialogue: "Community dialogue",
  session: "Civic education session",
  action: "Grassroots action",
  "club-event": "Community club event",
  conference: "Programme event",
};
