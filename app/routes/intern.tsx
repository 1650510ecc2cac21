import { ActionLinks } from "../components/cards/action-links.tsx";
import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { HighlightGrid } from "../components/cards/highlight-grid.tsx";
import { ItemsSection } from "../components/cards/items-section.tsx";
import { QuoteGrid } from "../components/cards/quote-grid.tsx";
import { StatsRow } from "../components/cards/stats-row.tsx";
import { StepsList } from "../components/cards/steps-list.tsx";
import { PositionCard } from "../components/careers/position-card.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import type * as internCopy from "../content/intern.ts";
import { openingPath } from "../content/openings.ts";
import { unpackCopy } from "../lib/copy-wire.ts";
import { packedCopyPageMeta } from "../lib/meta.ts";
import { type OpeningsPageCopy, openingsPageLoader } from "../lib/openings-page.server.ts";
import { routeComponent } from "../lib/route-component.ts";
import type { Route } from "./+types/intern";

type Copy = OpeningsPageCopy<typeof internCopy.internPage>;

export const loader = openingsPageLoader("intern", "internship");

export const meta: Route.MetaFunction = (args) => packedCopyPageMeta(args);

function Intern({ loaderData }: Route.ComponentProps) {
  const { page, openingPage } = unpackCopy<Copy>(loaderData.copy);
  return (
    <>
      <PageHero {...page.hero}>
        <ActionLinks actions={page.heroActions} />
      </PageHero>
      <Section>
        <StatsRow stats={page.stats} />
      </Section>
      <ItemsSection
        id="positions"
        tone="tint"
        copy={{
          title: page.positionsTitle,
          intro: page.positionsIntro,
          empty: page.positionsEmpty,
          failed: openingPage.failed,
        }}
        list={loaderData.openings}
        language={loaderData.language}
        card={(o) => <PositionCard position={o} href={openingPath("internship", o.id)} />}
      />
      <Section title={page.benefitsTitle}>
        <HighlightGrid items={page.benefits} />
      </Section>
      <Section id="process" tone="tint" title={page.processTitle}>
        <StepsList steps={page.process} />
      </Section>
      <Section title={page.testimonialsTitle}>
        <QuoteGrid quotes={page.testimonials} />
      </Section>
      <CallToActionBand cta={page.cta} />
    </>
  );
}

export default routeComponent(Intern);
