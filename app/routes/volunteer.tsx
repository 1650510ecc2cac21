import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { CardGrid } from "../components/cards/card-grid.tsx";
import { HighlightGrid } from "../components/cards/highlight-grid.tsx";
import { QuoteGrid } from "../components/cards/quote-grid.tsx";
import { RoleCard } from "../components/careers/role-card.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import { volunteerPage as page } from "../content/volunteer.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/volunteer";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches[0]?.loaderData, page.meta);

export default function Volunteer() {
  return (
    <>
      <PageHero {...page.hero} />
      <Section title={page.benefitsTitle}>
        <HighlightGrid items={page.benefits} />
      </Section>
      <Section id="roles" tone="tint" title={page.rolesTitle} intro={page.rolesIntro}>
        <CardGrid items={page.roles} keyOf={(r) => r.id} render={(role) => <RoleCard role={role} />} />
      </Section>
      <Section title={page.testimonialsTitle}>
        <QuoteGrid quotes={page.testimonials} />
      </Section>
      <CallToActionBand cta={page.cta} />
    </>
  );
}
