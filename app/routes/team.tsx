import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { HighlightGrid } from "../components/cards/highlight-grid.tsx";
import { LeadershipGrid } from "../components/team/leadership-grid.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import { teamPage as page } from "../content/team.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches[0]?.loaderData, page.meta);

export default function Team() {
  return (
    <>
      <PageHero {...page.hero} />
      <Section title={page.leadershipTitle} intro={page.leadershipIntro}>
        <LeadershipGrid members={page.leadership} />
      </Section>
      <Section tone="tint" title={page.advisoryTitle} intro={page.advisoryIntro}>
        <ul className="grid gap-6 md:grid-cols-3">
          {page.advisory.map((role) => (
            <li key={role.title} className="rounded-card border border-line bg-white p-6 shadow-card">
              <h3 className="font-display text-lg font-bold">{role.title}</h3>
              <p className="mt-2 text-muted">{role.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={page.valuesTitle}>
        <HighlightGrid items={page.values} />
      </Section>
      <CallToActionBand cta={page.cta} />
    </>
  );
}
