import { isRouteErrorResponse } from "react-router";
import { servicesContext } from "../../server/http/request-context.ts";
import type { Story } from "../../shared/collections/index.ts";
import type { Locale } from "../../shared/locales.ts";
import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { loadCategoryPage } from "../components/filters/category-list.server.ts";
import { CategoryListView } from "../components/filters/category-list-view.tsx";
import { StoryCard } from "../components/stories/story-card.tsx";
import { InEnglishOnly } from "../components/ui/in-english-only.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import * as communityStoriesCopy from "../content/community-stories.ts";
import * as paginationCopy from "../content/pagination.ts";
import { copyFor } from "../lib/copy.server.ts";
import { packCopy, unpackCopy } from "../lib/copy-wire.ts";
import { categoryListMeta } from "../lib/list-page.ts";
import { pageLanguage, requestLocale } from "../lib/page-language.ts";
import { routeComponent } from "../lib/route-component.ts";
import type { Route } from "./+types/community-stories";
import NotFound from "./not-found.tsx";

/** The copy this page shows, in its language (decision 0066). */
type Copy = { page: typeof communityStoriesCopy.communityStoriesPage; pagerCopy: typeof paginationCopy.pagerCopy };

/** Page `?page=N` of the stories (12 a page, newest first, featured first on page 1), filtered by `?category=<id>`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = copyFor(request, "community-stories", communityStoriesCopy).communityStoriesPage;
  const copy = packCopy({
    page: page,
    pagerCopy: copyFor(request, "pagination", paginationCopy).pagerCopy,
  } satisfies Copy);
  return {
    copy,
    ...(await loadCategoryPage(request, context.get(servicesContext), "stories", page)),
    language: pageLanguage(requestLocale(request)),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData?.copy) return [];
  const { page } = unpackCopy<Copy>(loaderData.copy);
  return categoryListMeta(matches[0]?.loaderData, page.meta, loaderData);
};

function CommunityStories({ loaderData }: Route.ComponentProps) {
  const { page, pagerCopy } = unpackCopy<Copy>(loaderData.copy);
  const language = loaderData.language;
  return (
    <>
      <PageHero {...page.hero} />
      <Section>
        <CategoryListView<Story & { locale?: Locale }>
          data={loaderData.list}
          basePath={page.meta.path}
          active={loaderData.category}
          copy={page.list}
          pager={pagerCopy}
          renderFeatured={(story) => (
            <InEnglishOnly itemLocale={story.locale} language={language}>
              <StoryCard story={story} featured />
            </InEnglishOnly>
          )}
          renderItem={(story) => (
            <InEnglishOnly itemLocale={story.locale} language={language}>
              <StoryCard story={story} />
            </InEnglishOnly>
          )}
        />
      </Section>
      <CallToActionBand cta={page.shareStory} />
    </>
  );
}

/** A page number past the last page: the site's 404 page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}

export default routeComponent(CommunityStories);
