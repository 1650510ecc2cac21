import { withFigures } from "../../shared/site-settings.ts";
import { ActionLinks } from "../components/cards/action-links.tsx";
import { HighlightGrid } from "../components/cards/highlight-grid.tsx";
import { StatsRow } from "../components/cards/stats-row.tsx";
import { EventsAndCallToAction } from "../components/events/events-and-call-to-action.tsx";
import { ProgrammeCard } from "../components/programmes/programme-card.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import { eventsPageLoader } from "../lib/events-page.server.ts";
import { copyPageMeta } from "../lib/meta.ts";
import { routeComponent } from "../lib/route-component.ts";
import { useSiteSettings } from "../lib/site-settings.ts";
import type { Route } from "./+types/civic-education";

export const loader = eventsPageLoader("civic-education", "session");

export const meta: Route.MetaFunction = (args) => copyPageMeta(args);

function CivicEducation({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData.copy;
  return (
    <>
      <PageHero {...page.hero}>
        <ActionLinks actions={page.heroActions} />
      </PageHero>
      <Section title={page.impactTitle}>
        <StatsRow stats={withFigures(page.impact, useSiteSettings())} />
      </Section>
      <Section tone="tint" title={page.modulesTitle} intro={page.modulesIntro}>
        <HighlightGrid items={page.modules} />
      </Section>
      <Section id="programmes" title={page.programmesTitle} intro={page.programmesIntro}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.programmes.map((p) => (
            <li key={p.id} className="grid">
              <ProgrammeCard programme={p} />
            </li>
          ))}
        </ul>
      </Section>
      <EventsAndCallToAction
        id="sessions"
        tone="tint"
        copy={loaderData.copy}
        events={loaderData.events}
        registerLabel={page.registerLabel}
      />
    </>
  );
}

export default routeComponent(CivicEducation);
