import { ActionLinks } from "../components/cards/action-links.tsx";
import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { HighlightGrid } from "../components/cards/highlight-grid.tsx";
import { ItemsSection } from "../components/cards/items-section.tsx";
import { QuoteGrid } from "../components/cards/quote-grid.tsx";
import { JobCard } from "../components/careers/job-card.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import { openingPath } from "../content/openings.ts";
import type * as workWithUsCopy from "../content/work-with-us.ts";
import { unpackCopy } from "../lib/copy-wire.ts";
import { packedCopyPageMeta } from "../lib/meta.ts";
import { type OpeningsPageCopy, openingsPageLoader } from "../lib/openings-page.server.ts";
import { routeComponent } from "../lib/route-component.ts";
import type { Route } from "./+types/work-with-us";

type Copy = OpeningsPageCopy<typeof workWithUsCopy.workWithUsPage>;

export const loader = openingsPageLoader("work-with-us", "job");

export const meta: Route.MetaFunction = (args) => packedCopyPageMeta(args);

function WorkWithUs({ loaderData }: Route.ComponentProps) {
  const { openingPage, page } = unpackCopy<Copy>(loaderData.copy);
  return (
    <>
      <PageHero {...page.hero}>
        <ActionLinks actions={page.heroActions} />
      </PageHero>
      <ItemsSection
        id="positions"
        copy={{ title: page.jobsTitle, intro: page.jobsIntro, empty: page.jobsEmpty, failed: openingPage.failed }}
        list={loaderData.openings}
        language={loaderData.language}
        card={(o) => <JobCard job={o} href={openingPath("job", o.id)} />}
      />
      <Section tone="tint" title={page.benefitsTitle}>
        <HighlightGrid items={page.benefits} />
      </Section>
      <Section title={page.cultureTitle}>
        <HighlightGrid items={page.culture} columns={3} />
      </Section>
      <Section tone="tint" title={page.quotesTitle}>
        <QuoteGrid quotes={page.quotes} />
      </Section>
      <CallToActionBand cta={page.cta} />
    </>
  );
}

export default routeComponent(WorkWithUs);
