import type { LoaderFunctionArgs } from "react-router";
import { servicesContext } from "../../server/http/request-context.ts";
import type { EventKind } from "../../shared/collections/events.ts";
import * as eventCalendarCopy from "../content/event-calendar.ts";
import type { PageKey } from "../content/pages/page-registry.ts";
import { loadEvents } from "./collections.server.ts";
import { copyFor } from "./copy.server.ts";
import { pageCopy } from "./page-copy.server.ts";
import { requestLocale } from "./page-language.ts";
import { pageSiteSettings } from "./site-settings.server.ts";

/**
 * The loader of a programme page that lists one kind of event under its own copy
 * (civic education, dialogues, grassroots action, programmes, the club): the page's
 * copy as staff edited it (page `key` of app/content/pages/page-registry.ts) and the calendar's, in the page's language (decision 0066), its events of `kind`
 * and the site settings its figures come from.
 */
export function eventsPageLoader<K extends PageKey>(key: K, kind: EventKind) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const copy = {
      page: await pageCopy(context, request, key),
      eventCalendarCopy: copyFor(request, "event-calendar", eventCalendarCopy).eventCalendarCopy,
    };
    return {
      copy,
      events: await loadEvents(context.get(servicesContext), kind, requestLocale(request)),
      // The pages' figures come from the settings (decision 0093).
      site: await pageSiteSettings(context, request),
    };
  };
}
