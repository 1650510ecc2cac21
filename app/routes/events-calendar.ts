import { eventsCalendar } from "../../server/discovery/calendar.ts";
import { servicesContext } from "../../server/http/request-context.ts";
import { EVENTS_CALENDAR_PATH } from "../../shared/collections/addresses.ts";
import { localizedPath } from "../../shared/locales.ts";
import * as eventCalendarCopy from "../content/event-calendar.ts";
import { loadCollection } from "../lib/collections.server.ts";
import { copyFor } from "../lib/copy.server.ts";
import { requestLocale } from "../lib/page-language.ts";
import type { Route } from "./+types/events-calendar";

/** /events.ics: every upcoming published event, for calendars to subscribe to (webcal://). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const locale = requestLocale(request);
  const { calendarFileCopy } = copyFor(request, "event-calendar", eventCalendarCopy);
  const upcoming = await loadCollection(services, "events", locale, { upcoming: true });
  if (upcoming.failed) {
    return new Response("The events calendar could not be read. Please try again shortly.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60", "Cache-Control": "no-store" },
    });
  }
  const ics = eventsCalendar(upcoming.items, {
    origin: services.config.publicUrl,
    name: calendarFileCopy.calendarName,
    description: calendarFileCopy.calendarDescription,
    path: localizedPath(EVENTS_CALENDAR_PATH, locale),
    joinOnline: calendarFileCopy.joinOnline,
    details: calendarFileCopy.details,
    locale,
  });
  return new Response(ics, {
    headers: { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "public, max-age=900" },
  });
}
