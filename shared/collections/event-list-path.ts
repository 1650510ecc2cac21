import type { EventKind } from "./events.ts";

/** The page that lists each kind of event; an event's own page is /events/{id}. */
export const EVENT_LIST_PATH: Record<EventKind, string> = {
  dialogue: "/community-dialogues",
  session: "/civic-education",
  action: "/grassroots-advocacy",
  "club-event": "/community-club",
  conference: "/programs",
};
