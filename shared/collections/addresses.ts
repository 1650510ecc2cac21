import type { OpeningKind } from "./openings.ts";

/**
 * Where openings and events live on the site. Kept apart from the collection
 * definitions (which carry their zod rules) so pages can link items without
 * shipping the rules to the browser.
 */

/** Where each kind of opening is listed; an opening's own page is below it. */
export const OPENING_LIST_PATH: Record<OpeningKind, string> = {
  volunteer: "/volunteer",
  internship: "/intern",
  job: "/work-with-us",
};

export const openingPath = (kind: OpeningKind, id: number) => `${OPENING_LIST_PATH[kind]}/${id}`;

export const eventPath = (id: number) => `/events/${id}`;
export const eventCalendarPath = (id: number) => `/events/${id}/calendar.ics`;
/** Every upcoming event, to subscribe to. */
export const EVENTS_CALENDAR_PATH = "/events.ics";
