import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { FilteredShowcase } from "../components/filters/filtered-showcase.tsx";
import { ResourceCard } from "../components/resources/resource-card.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import { resourcesPage as page, type Resource } from "../content/resources.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/resources";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches[0]?.loaderData, page.meta);

export default function Resources() {
  return (
    <>
      <PageHero {...page.hero} />
      <Section>
        <FilteredShowcase<Resource>
          categories={page.categories}
          chipsLabel={page.chipsLabel}
          noun="resources"
          featured={page.resources.filter((r) => r.featured)}
          featuredTitle={page.featuredTitle}
          renderFeatured={(resource) => <ResourceCard resource={resource} featured />}
          others={page.resources.filter((r) => !r.featured)}
          othersTitle={page.othersTitle}
          othersNote={page.downloadNote}
          renderItem={(resource) => <ResourceCard resource={resource} />}
          keyOf={(resource) => resource.id}
        />
      </Section>
      <CallToActionBand cta={page.cta} />
    </>
  );
}
