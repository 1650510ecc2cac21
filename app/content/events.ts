import { EVENT_KIND_NAMES } from "../../shared/collections/event-kind-names.ts";

/** Copy for an event's own page (/events/{id}) and the calendar links beside every event list. */
export const eventPage = {
  eyebrow: EVENT_KIND_NAMES,
  when: "When",
  where: "Where",
  joinOnline: "Join online",
  participants: "Who can come",
  state: {
    scheduled: null,
    rescheduled: "This event has a new date",
    postponed: "This event is postponed: a new date will follow",
    cancelled: "This event is cancelled",
  },
  register: "Register",
  back: "See all events like this",
  notFoundTitle: "Event not found",
  notFoundText: "This event is not on our calendar. It may have been removed.",
  /** Said when staff wrote no description: where it is, or that it is online. */
  defaultDescription: (title: string, place: string, online: boolean) =>
    `${title}: an Uraia event${online ? " online" : place ? ` at ${place}` : ""}. Come, listen and have your say.`,
};
