import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { HighlightGrid } from "../components/cards/highlight-grid.tsx";
import { QuoteGrid } from "../components/cards/quote-grid.tsx";
import { StatsRow } from "../components/cards/stats-row.tsx";
import { StoryBlock } from "../components/cards/story-block.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import { copyPageMeta } from "../lib/meta.ts";
import { pageCopy } from "../lib/page-copy.server.ts";
import { routeComponent } from "../lib/route-component.ts";
import type { Route } from "./+types/art-in-heart";

/** The page's copy in its language, chosen on the server (decision 0066). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { copy: { page: await pageCopy(context, request, "art-in-heart") } };
}

export const meta: Route.MetaFunction = (args) => copyPageMeta(args);

function ArtInHeart({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData.copy;
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

export default routeComponent(ArtInHeart);
