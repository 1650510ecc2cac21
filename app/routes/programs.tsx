import { servicesContext } from "../../server/http/request-context.ts";
import { figureText } from "../../shared/figure-text.ts";
import { withFigures } from "../../shared/site-settings.ts";
import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { StatsRow } from "../components/cards/stats-row.tsx";
import { EventSections, registerWhenOpen } from "../components/events/event-sections.tsx";
import { InitiativeBlock } from "../components/programmes/initiative-block.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import * as eventCalendarCopy from "../content/event-calendar.ts";
import * as programsCopy from "../content/programs.ts";
import { loadEvents } from "../lib/collections.server.ts";
import { copyFor } from "../lib/copy.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { requestLocale } from "../lib/page-language.ts";
import { useSiteSettings } from "../lib/site-settings.ts";
import type { Route } from "./+types/programs";

export async function loader({ request, context }: Route.LoaderArgs) {
  const copy = {
    eventCalendarCopy: copyFor(request, "event-calendar", eventCalendarCopy).eventCalendarCopy,
    page: copyFor(request, "programs", programsCopy).programsPage,
  };
  return { copy, events: await loadEvents(context.get(servicesContext), "conference", requestLocale(request)) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { page } = loaderData.copy;
  return pageMeta(matches[0]?.loaderData, page.meta);
};

export default function Programs({ loaderData }: Route.ComponentProps) {
  const { eventCalendarCopy, page } = loaderData.copy;
  const settings = useSiteSettings();
  return (
    <>
      <PageHero {...page.hero} />
      <Section title={page.initiativesTitle}>
        <div className="grid gap-16 sm:gap-20">
          {page.initiatives.map((item, i) => (
            <InitiativeBlock
              key={item.id}
              item={{ ...item, points: item.points.map((p) => figureText(p, settings)) }}
              flip={i % 2 === 1}
            />
          ))}
        </div>
      </Section>
      <Section tone="dark" title={page.achievementsTitle}>
        <StatsRow stats={withFigures(page.achievements, settings)} tone="dark" />
      </Section>
      <EventSections
        id="events"
        copy={page.events}
        calendar={eventCalendarCopy}
        lists={loaderData.events}
        upcomingAction={registerWhenOpen(page.registerLabel)}
      />
      <CallToActionBand cta={page.cta} />
    </>
  );
}
