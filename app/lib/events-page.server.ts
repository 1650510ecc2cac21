import type { LoaderFunctionArgs } from "react-router";
import { servicesContext } from "../../server/http/request-context.ts";
import type { EventKind } from "../../shared/collections/events.ts";
import * as eventCalendarCopy from "../content/event-calendar.ts";
import { loadEvents } from "./collections.server.ts";
import { copyFor } from "./copy.server.ts";
import { requestLocale } from "./page-language.ts";

/**
 * The loader of a programme page that lists one kind of event under its own copy
 * (civic education, dialogues, grassroots action, programmes, the club): the page's
 * copy, export `key` of `app/content/<name>.ts` (`english`) or of its Kiswahili twin,
 * and the calendar's, in the page's language (decision 0066), and its events of `kind`.
 */
export function eventsPageLoader<M extends object, K extends keyof M>(
  name: string,
  english: M,
  key: K,
  kind: EventKind,
) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const copy = {
      page: copyFor(request, name, english)[key],
      eventCalendarCopy: copyFor(request, "event-calendar", eventCalendarCopy).eventCalendarCopy,
    };
    return { copy, events: await loadEvents(context.get(servicesContext), kind, requestLocale(request)) };
  };
}
