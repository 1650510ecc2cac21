import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { CollaborationCard } from "../components/partners/collaboration-card.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import { partnersPage as page } from "../content/partners.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/partners";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches[0]?.loaderData, page.meta);

export default function Partners() {
  return (
    <>
      <PageHero {...page.hero} />
      <Section id="collaborations" title={page.collaborationsTitle} intro={page.collaborationsIntro}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.collaborations.map((item) => (
            <li key={item.title} className="grid">
              <CollaborationCard item={item} />
            </li>
          ))}
        </ul>
      </Section>
      <CallToActionBand cta={page.cta} />
    </>
  );
}
