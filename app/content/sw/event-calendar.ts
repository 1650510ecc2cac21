/** Kiswahili twin of ../event-calendar.ts: the calendar links beside the events, and the calendar's own name. */
import type * as en from "../event-calendar.ts";

export const eventCalendarCopy: typeof en.eventCalendarCopy = {
  subscribe: "Jiunge na kalenda yetu ya matukio",
  subscribeHint: "Kalenda ya simu yako itaongeza matukio mapya yenyewe.",
  addToCalendar: "Ongeza kwenye kalenda",
};

export const calendarFileCopy: typeof en.calendarFileCopy = {
  calendarName: "Matukio ya Uraia",
  calendarDescription:
    "Midahalo ya jamii, vipindi vya elimu ya uraia, shughuli za mashinani, matukio ya klabu na makongamano ya Uraia.",
  joinOnline: "Jiunge mtandaoni: {url}",
  details: "Maelezo zaidi: {url}",
};
