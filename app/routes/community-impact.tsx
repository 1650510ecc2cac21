import { withFigures } from "../../shared/site-settings.ts";
import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { StatsRow } from "../components/cards/stats-row.tsx";
import { SuccessStories } from "../components/stories/success-stories.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import { communityImpactPage as page } from "../content/community-impact.ts";
import { pageMeta } from "../lib/meta.ts";
import { useSiteSettings } from "../lib/site-settings.ts";
import type { Route } from "./+types/community-impact";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches[0]?.loaderData, page.meta);

export default function CommunityImpact() {
  return (
    <>
      <PageHero {...page.hero} />
      <Section title={page.numbersTitle}>
        <StatsRow stats={withFigures(page.numbers, useSiteSettings())} />
      </Section>
      <Section tone="tint" title={page.storiesTitle} intro={page.storiesIntro}>
        <SuccessStories
          stories={page.stories}
          imageAlt={(s) => `Illustration for ${s.title}`}
          fact={(s) => ({ icon: "pin", text: s.place, label: "Place" })}
          outcome={(s) => s.outcome}
        />
      </Section>
      <CallToActionBand cta={page.cta} />
    </>
  );
}
