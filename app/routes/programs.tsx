import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { ScheduleList } from "../components/cards/schedule-list.tsx";
import { StatsRow } from "../components/cards/stats-row.tsx";
import { InitiativeBlock } from "../components/programmes/initiative-block.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import { programsPage as page } from "../content/programs.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/programs";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches[0]?.loaderData, page.meta);

export default function Programs() {
  return (
    <>
      <PageHero {...page.hero} />
      <Section title={page.initiativesTitle}>
        <div className="grid gap-16 sm:gap-20">
          {page.initiatives.map((item, i) => (
            <InitiativeBlock key={item.id} item={item} flip={i % 2 === 1} />
          ))}
        </div>
      </Section>
      <Section tone="dark" title={page.achievementsTitle}>
        <StatsRow stats={page.achievements} tone="dark" />
      </Section>
      <Section title={page.eventsTitle}>
        <ScheduleList items={page.events} />
      </Section>
      <CallToActionBand cta={page.cta} />
    </>
  );
}
