import { isRouteErrorResponse } from "react-router";
import { servicesContext } from "../../server/http/request-context.ts";
import { pageHref } from "../../shared/pagination.ts";
import { loadSearch } from "../components/search/search.server.ts";
import { SearchResults } from "../components/search/search-results.tsx";
import { Container, PageHero } from "../components/ui/layout.tsx";
import * as paginationCopy from "../content/pagination.ts";
import * as searchCopy from "../content/search.ts";
import { copyFor } from "../lib/copy.server.ts";
import { packCopy, unpackCopy } from "../lib/copy-wire.ts";
import { requestedPage } from "../lib/list-page.ts";
import { useLocale } from "../lib/locale.ts";
import { pageMeta } from "../lib/meta.ts";
import { pageLanguage } from "../lib/page-language.ts";
import { routeComponent } from "../lib/route-component.ts";
import type { Route } from "./+types/search";
import NotFound from "./not-found.tsx";

/** The copy this page shows, in its language (decision 0066). */
type Copy = { pagerCopy: typeof paginationCopy.pagerCopy; searchPage: typeof searchCopy.searchPage };

/** /search?q=&type=&page=: the site search, rendered on the server; the form is a plain GET. */
export function loader({ request, context }: Route.LoaderArgs) {
  const copy = packCopy({
    pagerCopy: copyFor(request, "pagination", paginationCopy).pagerCopy,
    searchPage: copyFor(request, "search", searchCopy).searchPage,
  } satisfies Copy);
  return loadSearch(context.get(servicesContext), request, requestedPage(request), { copy });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData?.copy) return [];
  const { searchPage } = unpackCopy<Copy>(loaderData.copy);
  const query = loaderData?.query ?? "";
  const { title, description } = searchPage.meta;
  return pageMeta(matches[0]?.loaderData, {
    title: query ? `${title}: ${query}` : title,
    description,
    path: pageHref("/search", { q: query || null, type: loaderData?.type ?? null }, loaderData?.page ?? 1),
    noindex: true,
  });
};

function SearchPage({ loaderData }: Route.ComponentProps) {
  const { pagerCopy, searchPage } = unpackCopy<Copy>(loaderData.copy);
  const { hero } = searchPage;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />
      <Container className="py-12 sm:py-16">
        <SearchResults
          view={loaderData}
          copy={searchPage.copy}
          pager={pagerCopy}
          pagesLabel={searchPage.pagesLabel}
          language={pageLanguage(useLocale())}
        />
      </Container>
    </>
  );
}

/** A page number past the last page: the site's 404 page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}

export default routeComponent(SearchPage);
