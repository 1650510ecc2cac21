import { ActionLinks } from "../components/cards/action-links.tsx";
import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { CardGrid } from "../components/cards/card-grid.tsx";
import { HighlightGrid } from "../components/cards/highlight-grid.tsx";
import { QuoteGrid } from "../components/cards/quote-grid.tsx";
import { JobCard } from "../components/careers/job-card.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import { workWithUsPage as page } from "../content/work-with-us.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/work-with-us";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches[0]?.loaderData, page.meta);

export default function WorkWithUs() {
  return (
    <>
      <PageHero {...page.hero}>
        <ActionLinks actions={page.heroActions} />
      </PageHero>
      <Section id="positions" title={page.jobsTitle} intro={page.jobsIntro}>
        <CardGrid items={page.jobs} keyOf={(j) => j.id} render={(job) => <JobCard job={job} />} />
      </Section>
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
