import type { Services } from "../../server/services.ts";
import type { EventKind } from "../../shared/collections/events.ts";
import * as eventCalendarCopy from "../content/event-calendar.ts";
import { loadEvents } from "./collections.server.ts";
import { copyFor } from "./copy.server.ts";
import { requestLocale } from "./page-language.ts";

/**
 * The loader of a programme page that lists one kind of event under its own copy
 * (civic education, dialogues, grassroots action, programmes, the club): the page's
 * copy and the calendar's, in the page's language (decision 0066), and its events.
 */
export async function loadEventsPage<Page>(request: Request, services: Services, kind: EventKind, page: Page) {
  const copy = { page, eventCalendarCopy: copyFor(request, "event-calendar", eventCalendarCopy).eventCalendarCopy };
  return { copy, events: await loadEvents(services, kind, requestLocale(request)) };
}
