import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { HighlightGrid } from "../components/cards/highlight-grid.tsx";
import { QuoteGrid } from "../components/cards/quote-grid.tsx";
import { StatsRow } from "../components/cards/stats-row.tsx";
import { StoryBlock } from "../components/cards/story-block.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import { artInHeartPage as page } from "../content/art-in-heart.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/art-in-heart";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches[0]?.loaderData, page.meta);

export default function ArtInHeart() {
  return (
    <>
      <PageHero {...page.hero} />
      <Section>
        <StoryBlock story={page.about} />
      </Section>
      <Section tone="tint" title={page.activitiesTitle}>
        <HighlightGrid items={page.activities} />
      </Section>
      <Section tone="dark" title={page.impactTitle}>
        <StatsRow stats={page.impact} tone="dark" />
      </Section>
      <Section title={page.voicesTitle}>
        <QuoteGrid quotes={page.voices} />
      </Section>
      <CallToActionBand cta={page.cta} />
    </>
  );
}
