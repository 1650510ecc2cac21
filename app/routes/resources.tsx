import { servicesContext } from "../../server/http/request-context.ts";
import type { ResourceItem } from "../../shared/collections/index.ts";
import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { FilteredShowcase } from "../components/filters/filtered-showcase.tsx";
import { ResourceCard } from "../components/resources/resource-card.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import { resourcesPage as page } from "../content/resources.ts";
import { loadCollection } from "../lib/collections.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/resources";

export async function loader({ context }: Route.LoaderArgs) {
  return { resources: await loadCollection(context.get(servicesContext), "resources") };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches[0]?.loaderData, page.meta);

export default function Resources({ loaderData }: Route.ComponentProps) {
  const { items, failed } = loaderData.resources;
  return (
    <>
      <PageHero {...page.hero} />
      <Section>
        {failed && (
          <p role="alert" className="mb-6 text-muted">
            {page.failed}
          </p>
        )}
        <FilteredShowcase<ResourceItem>
          categories={page.categories}
          chipsLabel={page.chipsLabel}
          noun="resources"
          featured={items.filter((r) => r.featured)}
          featuredTitle={page.featuredTitle}
          renderFeatured={(resource) => <ResourceCard resource={resource} featured />}
          others={items.filter((r) => !r.featured)}
          othersTitle={page.othersTitle}
          renderItem={(resource) => <ResourceCard resource={resource} />}
          keyOf={(resource) => resource.id}
        />
      </Section>
      <CallToActionBand cta={page.cta} />
    </>
  );
}
