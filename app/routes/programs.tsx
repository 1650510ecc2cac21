import { figureText } from "../../shared/figure-text.ts";
import { withFigures } from "../../shared/site-settings.ts";
import { StatsRow } from "../components/cards/stats-row.tsx";
import { EventsAndCallToAction } from "../components/events/events-and-call-to-action.tsx";
import { InitiativeBlock } from "../components/programmes/initiative-block.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import { eventsPageLoader } from "../lib/events-page.server.ts";
import { copyPageMeta } from "../lib/meta.ts";
import { routeComponent } from "../lib/route-component.ts";
import { useSiteSettings } from "../lib/site-settings.ts";
import type { Route } from "./+types/programs";

export const loader = eventsPageLoader("programs", "conference");

export const meta: Route.MetaFunction = (args) => copyPageMeta(args);

function Programs({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData.copy;
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
      <EventsAndCallToAction
        id="events"
        copy={loaderData.copy}
        events={loaderData.events}
        registerLabel={page.registerLabel}
      />
    </>
  );
}

export default routeComponent(Programs);
