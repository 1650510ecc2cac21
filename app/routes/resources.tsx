import { isRouteErrorResponse } from "react-router";
import { servicesContext } from "../../server/http/request-context.ts";
import type { ResourceItem } from "../../shared/collections/index.ts";
import type { Locale } from "../../shared/locales.ts";
import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { loadCategoryPage } from "../components/filters/category-list.server.ts";
import { CategoryListView } from "../components/filters/category-list-view.tsx";
import { ResourceCard } from "../components/resources/resource-card.tsx";
import { InEnglishOnly } from "../components/ui/in-english-only.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import * as paginationCopy from "../content/pagination.ts";
import * as resourcesCopy from "../content/resources.ts";
import { copyFor } from "../lib/copy.server.ts";
import { packCopy, unpackCopy } from "../lib/copy-wire.ts";
import { categoryListMeta } from "../lib/list-page.ts";
import { pageLanguage, requestLocale } from "../lib/page-language.ts";
import { routeComponent } from "../lib/route-component.ts";
import type { Route } from "./+types/resources";
import NotFound from "./not-found.tsx";

/** The copy this page shows, in its language (decision 0066). */
type Copy = { pagerCopy: typeof paginationCopy.pagerCopy; page: typeof resourcesCopy.resourcesPage };

/** Page `?page=N` of the library (12 a page, featured first on page 1), filtered by `?category=<id>`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = copyFor(request, "resources", resourcesCopy).resourcesPage;
  const copy = packCopy({
    pagerCopy: copyFor(request, "pagination", paginationCopy).pagerCopy,
    page: copyFor(request, "resources", resourcesCopy).resourcesPage,
  } satisfies Copy);
  return {
    copy,
    ...(await loadCategoryPage(request, context.get(servicesContext), "resources", page)),
    language: pageLanguage(requestLocale(request)),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData?.copy) return [];
  const { page } = unpackCopy<Copy>(loaderData.copy);
  return categoryListMeta(matches[0]?.loaderData, page.meta, loaderData);
};

function Resources({ loaderData }: Route.ComponentProps) {
  const { pagerCopy, page } = unpackCopy<Copy>(loaderData.copy);
  const language = loaderData.language;
  return (
    <>
      <PageHero {...page.hero} />
      <Section>
        <CategoryListView<ResourceItem & { locale?: Locale }>
          data={loaderData.list}
          basePath={page.meta.path}
          active={loaderData.category}
          copy={page.list}
          pager={pagerCopy}
          renderFeatured={(resource) => (
            <InEnglishOnly itemLocale={resource.locale} language={language}>
              <ResourceCard resource={resource} featured />
            </InEnglishOnly>
          )}
          renderItem={(resource) => (
            <InEnglishOnly itemLocale={resource.locale} language={language}>
              <ResourceCard resource={resource} />
            </InEnglishOnly>
          )}
        />
      </Section>
      <CallToActionBand cta={page.cta} />
    </>
  );
}

/** A page number past the last page: the site's 404 page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}

export default routeComponent(Resources);
