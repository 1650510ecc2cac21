import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { FeatureCard } from "../components/cards/feature-card.tsx";
import { StatsRow } from "../components/cards/stats-row.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import { communityImpactPage as page } from "../content/community-impact.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/community-impact";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches[0]?.loaderData, page.meta);

export default function CommunityImpact() {
  return (
    <>
      <PageHero {...page.hero} />
      <Section title={page.numbersTitle}>
        <StatsRow stats={page.numbers} />
      </Section>
      <Section tone="tint" title={page.storiesTitle} intro={page.storiesIntro}>
        <div className="grid gap-6 md:grid-cols-3">
          {page.stories.map((s) => (
            <FeatureCard
              key={s.title}
              image={s.image}
              imageAlt={`Illustration for ${s.title}`}
              title={s.title}
              meta={[{ icon: "pin", text: s.place, label: "Place" }]}
              description={s.description}
            >
              <p className="flex gap-2 rounded-xl bg-brand-50 p-3 text-sm font-semibold text-brand-800">{s.outcome}</p>
            </FeatureCard>
          ))}
        </div>
      </Section>
      <CallToActionBand cta={page.cta} />
    </>
  );
}
