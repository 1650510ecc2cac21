import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { HighlightGrid } from "../components/cards/highlight-grid.tsx";
import { ItemsSection } from "../components/cards/items-section.tsx";
import { QuoteGrid } from "../components/cards/quote-grid.tsx";
import { RoleCard } from "../components/careers/role-card.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import { openingPath } from "../content/openings.ts";
import type * as volunteerCopy from "../content/volunteer.ts";
import { unpackCopy } from "../lib/copy-wire.ts";
import { packedCopyPageMeta } from "../lib/meta.ts";
import { type OpeningsPageCopy, openingsPageLoader } from "../lib/openings-page.server.ts";
import { routeComponent } from "../lib/route-component.ts";
import type { Route } from "./+types/volunteer";

type Copy = OpeningsPageCopy<typeof volunteerCopy.volunteerPage>;

export const loader = openingsPageLoader("volunteer", "volunteer");

export const meta: Route.MetaFunction = (args) => packedCopyPageMeta(args);

function Volunteer({ loaderData }: Route.ComponentProps) {
  const { openingPage, page } = unpackCopy<Copy>(loaderData.copy);
  return (
    <>
      <PageHero {...page.hero} />
      <Section title={page.benefitsTitle}>
        <HighlightGrid items={page.benefits} />
      </Section>
      <ItemsSection
        id="roles"
        tone="tint"
        copy={{ title: page.rolesTitle, intro: page.rolesIntro, empty: page.rolesEmpty, failed: openingPage.failed }}
        list={loaderData.openings}
        language={loaderData.language}
        card={(role) => <RoleCard role={role} href={openingPath("volunteer", role.id)} />}
      />
      <Section title={page.testimonialsTitle}>
        <QuoteGrid quotes={page.testimonials} />
      </Section>
      <CallToActionBand cta={page.cta} />
    </>
  );
}

export default routeComponent(Volunteer);
