import { servicesContext } from "../../server/http/request-context.ts";
import { ActionLinks } from "../components/cards/action-links.tsx";
import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { HighlightGrid } from "../components/cards/highlight-grid.tsx";
import { ItemGrid } from "../components/cards/item-grid.tsx";
import { QuoteGrid } from "../components/cards/quote-grid.tsx";
import { StatsRow } from "../components/cards/stats-row.tsx";
import { StepsList } from "../components/cards/steps-list.tsx";
import { PositionCard } from "../components/careers/position-card.tsx";
import { InEnglishOnly } from "../components/ui/in-english-only.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import * as internCopy from "../content/intern.ts";
import { openingPath } from "../content/openings.ts";
import { copyFor } from "../lib/copy.server.ts";
import { unpackCopy } from "../lib/copy-wire.ts";
import { packedCopyPageMeta } from "../lib/meta.ts";
import { loadOpeningsPage, type OpeningsPageCopy } from "../lib/openings-page.server.ts";
import type { Route } from "./+types/intern";

type Copy = OpeningsPageCopy<typeof internCopy.internPage>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = copyFor(request, "intern", internCopy).internPage;
  return loadOpeningsPage(request, context.get(servicesContext), "internship", page);
}

export const meta: Route.MetaFunction = (args) => packedCopyPageMeta(args);

export default function Intern({ loaderData }: Route.ComponentProps) {
  const { page, openingPage } = unpackCopy<Copy>(loaderData.copy);
  const language = loaderData.language;
  const { openings: positions } = loaderData;
  return (
    <>
      <PageHero {...page.hero}>
        <ActionLinks actions={page.heroActions} />
      </PageHero>
      <Section>
        <StatsRow stats={page.stats} />
      </Section>
      <Section id="positions" tone="tint" title={page.positionsTitle} intro={page.positionsIntro}>
        <ItemGrid
          items={positions.items}
          failed={positions.failed}
          empty={page.positionsEmpty}
          failedText={openingPage.failed}
          keyOf={(o) => o.id}
          render={(o) => (
            <InEnglishOnly itemLocale={o.locale} language={language}>
              <PositionCard position={o} href={openingPath("internship", o.id)} />
            </InEnglishOnly>
          )}
        />
      </Section>
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
