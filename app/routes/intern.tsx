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
import * as openingsCopy from "../content/openings.ts";
import { openingPath } from "../content/openings.ts";
import { loadCollection } from "../lib/collections.server.ts";
import { copyFor } from "../lib/copy.server.ts";
import { packCopy, unpackCopy } from "../lib/copy-wire.ts";
import { packedCopyPageMeta } from "../lib/meta.ts";
import { pageLanguage, requestLocale } from "../lib/page-language.ts";
import type { Route } from "./+types/intern";

/** The copy this page shows, in its language (decision 0066). */
type Copy = { page: typeof internCopy.internPage; openingPage: typeof openingsCopy.openingPage };

export async function loader({ request, context }: Route.LoaderArgs) {
  const copy = packCopy({
    page: copyFor(request, "intern", internCopy).internPage,
    openingPage: copyFor(request, "openings", openingsCopy).openingPage,
  } satisfies Copy);
  return {
    copy,
    language: pageLanguage(requestLocale(request)),
    positions: await loadCollection(context.get(servicesContext), "openings", requestLocale(request), {
      kind: "internship",
    }),
  };
}

export const meta: Route.MetaFunction = (args) => packedCopyPageMeta(args);

export default function Intern({ loaderData }: Route.ComponentProps) {
  const { page, openingPage } = unpackCopy<Copy>(loaderData.copy);
  const language = loaderData.language;
  const { positions } = loaderData;
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
