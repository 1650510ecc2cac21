/** The subscribe link beside the upcoming events, and the calendar's own name. */
export const eventCalendarCopy = {
  subscribe: "Subscribe to our events calendar",
  subscribeHint: "Your phone's calendar adds new events by itself.",
  addToCalendar: "Add to calendar",
};

/** What the calendar files call themselves (only the server writes them). */
export const calendarFileCopy = {
  calendarName: "Uraia events",
  calendarDescription: "Community dialogues, civic education sessions, actions, club events and conferences by Uraia.",
  /** in an entry's description: `{url}` the address to join, or the event's page */
  joinOnline: "Join online: {url}",
  details: "Details: {url}",
};

export type EventCalendarCopy = typeof eventCalendarCopy;
