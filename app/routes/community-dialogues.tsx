import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { HighlightGrid } from "../components/cards/highlight-grid.tsx";
import { ScheduleList } from "../components/cards/schedule-list.tsx";
import { StatsRow } from "../components/cards/stats-row.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import { communityDialoguesPage as page } from "../content/community-dialogues.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/community-dialogues";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches[0]?.loaderData, page.meta);

export default function CommunityDialogues() {
  return (
    <>
      <PageHero {...page.hero} />
      <Section title={page.formatTitle}>
        <HighlightGrid items={page.format} />
      </Section>
      <Section tone="dark" title={page.statsTitle}>
        <StatsRow stats={page.stats} tone="dark" />
      </Section>
      <Section id="recent" title={page.recentTitle} intro={page.recentIntro}>
        <ScheduleList items={page.recent} />
      </Section>
      <CallToActionBand cta={page.cta} />
    </>
  );
}
