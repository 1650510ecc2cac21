import { data } from "react-router";
import { servicesContext } from "../../server/http/request-context.ts";
import { eventCalendarPath, eventPath } from "../../shared/collections/addresses.ts";
import { EVENT_LIST_PATH } from "../../shared/collections/event-list-path.ts";
import type { EventItem } from "../../shared/collections/index.ts";
import { eventLd } from "../../shared/structured-data/event.ts";
import { EventDetails } from "../components/events/event-details.tsx";
import { JsonLd } from "../components/seo/json-ld.tsx";
import { buttonClass } from "../components/ui/button.tsx";
import { InEnglishOnly } from "../components/ui/in-english-only.tsx";
import { Container, PageHero } from "../components/ui/layout.tsx";
import { Link, useLocalizedHref } from "../components/ui/localized-link.tsx";
import * as eventCalendarCopy from "../content/event-calendar.ts";
import * as eventsCopy from "../content/events.ts";
import type { BreadcrumbHandle } from "../lib/breadcrumb-trail.ts";
import { loadItem } from "../lib/collections.server.ts";
import { copyFor } from "../lib/copy.server.ts";
import { packCopy, unpackCopy } from "../lib/copy-wire.ts";
import { registerHref } from "../lib/links.ts";
import { DEFAULT_PREVIEW_IMAGE, pageMeta } from "../lib/meta.ts";
import { pageLanguage, requestLocale } from "../lib/page-language.ts";
import { routeComponent } from "../lib/route-component.ts";
import type { Route } from "./+types/event";
import NotFound from "./not-found.tsx";

/** The copy this page shows, in its language (decision 0066). */
type Copy = { eventCalendarCopy: typeof eventCalendarCopy.eventCalendarCopy; copy: typeof eventsCopy.eventPage };

/** /events/{id}: one published event, with its calendar file and its structured data. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const copy = packCopy({
    eventCalendarCopy: copyFor(request, "event-calendar", eventCalendarCopy).eventCalendarCopy,
    copy: copyFor(request, "events", eventsCopy).eventPage,
  } satisfies Copy);
  const services = context.get(servicesContext);
  const language = pageLanguage(requestLocale(request));
  const event = await loadItem(services, "events", params.id, requestLocale(request));
  if (!event) return data({ copy, event: null, jsonLd: null, upcoming: false, language }, { status: 404 });
  const end = Date.parse(event.ends_at ?? event.starts_at) + (event.ends_at ? 0 : 24 * 60 * 60 * 1000);
  return {
    copy,
    language,
    event,
    jsonLd: eventLd(event, services.config.publicUrl, DEFAULT_PREVIEW_IMAGE.src, requestLocale(request)),
    upcoming: end > services.now().getTime(),
  };
}

export const handle: BreadcrumbHandle = {
  breadcrumb: (loaded) => {
    const event = (loaded as { event?: EventItem | null } | undefined)?.event;
    return event ? { label: event.title, path: eventPath(event.id), parent: EVENT_LIST_PATH[event.kind] } : null;
  },
};

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  if (!loaderData?.copy) return [];
  const { copy } = unpackCopy<Copy>(loaderData.copy);
  const event = loaderData?.event;
  return pageMeta(matches[0]?.loaderData, {
    title: event ? event.title : copy.notFoundTitle,
    description: event
      ? event.description || copy.defaultDescription(event.title, event.location, event.attendance === "online")
      : copy.notFoundText,
    path: event ? eventPath(event.id) : location.pathname,
    ...(event?.image_url && { image: event.image_url, imageAlt: event.image_alt || event.title }),
    noindex: !event,
  });
};

function EventPage({ loaderData }: Route.ComponentProps) {
  const { eventCalendarCopy, copy } = unpackCopy<Copy>(loaderData.copy);
  const { event, jsonLd, upcoming } = loaderData;
  const localized = useLocalizedHref();
  const language = loaderData.language;
  if (!event) return <NotFound />;
  const contentLang = event.locale && event.locale !== language.page ? event.locale : undefined;
  const state = copy.state[event.event_state ?? "scheduled"];
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow[event.kind]}
        title={event.title}
        intro={event.description || copy.defaultDescription(event.title, event.location, event.attendance === "online")}
        contentLang={contentLang}
      >
        {upcoming && event.event_state !== "cancelled" && (
          <a href={localized(eventCalendarPath(event.id))} download className={buttonClass("secondary", "md")}>
            {eventCalendarCopy.addToCalendar}
          </a>
        )}
        {upcoming && event.registration_open && event.event_state !== "cancelled" && (
          <Link to={registerHref(event.title)} className={buttonClass("light", "md")}>
            {copy.register}
          </Link>
        )}
      </PageHero>
      <Container className="py-12 sm:py-16">
        <div className="flex max-w-xl flex-col gap-8">
          {state && (
            <p role="status" className="rounded-card border border-accent-500 bg-accent-50 p-4 font-semibold">
              {state}
            </p>
          )}
          <InEnglishOnly itemLocale={event.locale} language={language}>
            <EventDetails event={event} copy={copy} />
          </InEnglishOnly>
          <div>
            <Link to={EVENT_LIST_PATH[event.kind]} className={buttonClass("outline", "md")}>
              {copy.back}
            </Link>
          </div>
        </div>
      </Container>
      {jsonLd && <JsonLd data={jsonLd} />}
    </>
  );
}

export default routeComponent(EventPage);
