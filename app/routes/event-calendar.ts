import { eventsCalendar } from "../../server/discovery/calendar.ts";
import { servicesContext } from "../../server/http/request-context.ts";
import { eventCalendarPath } from "../../shared/collections/addresses.ts";
import { localizedPath } from "../../shared/locales.ts";
import * as eventCalendarCopy from "../content/event-calendar.ts";
import { loadItem } from "../lib/collections.server.ts";
import { copyFor } from "../lib/copy.server.ts";
import { requestLocale } from "../lib/page-language.ts";
import type { Route } from "./+types/event-calendar";

/** /events/{id}/calendar.ics: one published event as a calendar file to open in a phone's calendar. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const locale = requestLocale(request);
  const { calendarFileCopy } = copyFor(request, "event-calendar", eventCalendarCopy);
  const event = await loadItem(services, "events", params.id, locale);
  if (!event) {
    return new Response("No such event: it may have been removed.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const ics = eventsCalendar([event], {
    origin: services.config.publicUrl,
    name: event.title,
    description: calendarFileCopy.calendarDescription,
    path: localizedPath(eventCalendarPath(event.id), locale),
    joinOnline: calendarFileCopy.joinOnline,
    details: calendarFileCopy.details,
    locale,
  });
  return new Response(ics, {
    // Served inline: a phone opens text/calendar in its calendar app; the page's link has `download` for desktops.
    headers: { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
