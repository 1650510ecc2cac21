import { Suspense } from "react";
import { Await, isRouteErrorResponse } from "react-router";
import { servicesContext } from "../../server/http/request-context.ts";
import { localizedPath } from "../../shared/locales.ts";
import { ArticleLoading } from "../components/news/article-loading.tsx";
import { listedNews, loadNewsList } from "../components/news/news-list.server.ts";
import { NewsListView } from "../components/news/news-list-view.tsx";
import { NewsNewsletter } from "../components/news/news-newsletter.tsx";
import { usePublicUrl } from "../components/share/use-public-url.ts";
import { Container, PageHero } from "../components/ui/layout.tsx";
import { categoryFeedPath } from "../content/news-feed.ts";
import * as newsPageCopy from "../content/news-page.ts";
import { sampleNews } from "../content/news-samples.ts";
import * as paginationCopy from "../content/pagination.ts";
import { copyFor } from "../lib/copy.server.ts";
import { packCopy, unpackCopy } from "../lib/copy-wire.ts";
import { isInAppNavigation } from "../lib/deferred.server.ts";
import { assertPageExists, pagedListMeta, requestedCategory, requestedPage } from "../lib/list-page.ts";
import { pageLanguage, requestLocale } from "../lib/page-language.ts";
import { routeComponent } from "../lib/route-component.ts";
import { useShellData } from "../lib/shell-copy.ts";
import type { Route } from "./+types/news";
import NotFound from "./not-found.tsx";

/** The copy this page shows, in its language (decision 0066). */
type Copy = {
  /** while an article loads after a click */
  articleLoading: string;
  newsPage: typeof newsPageCopy.newsPage;
  pagerCopy: typeof paginationCopy.pagerCopy;
};

/**
 * One page of the list (`?page=N`, 12 items), filtered by `?category=`. It
 * arrives with the HTML; on in-app navigation the page shows 'Loading news...'
 * meanwhile. A page past the last is a 404 on a fresh visit.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { articlePage, newsPage } = copyFor(request, "news-page", newsPageCopy);
  const copy = packCopy({
    articleLoading: articlePage.loading,
    newsPage,
    pagerCopy: copyFor(request, "pagination", paginationCopy).pagerCopy,
  } satisfies Copy);
  const page = requestedPage(request);
  const category = requestedCategory(request);
  const news = loadNewsList(
    context.get(servicesContext),
    { copy: newsPage, samples: sampleNews },
    category,
    page,
    requestLocale(request),
  );
  const language = pageLanguage(requestLocale(request));
  // The category's name in the page's language, for its feed's title (decision 0076); the list is
  // read only on a category's page. Where the database cannot be read, the list's own fallback
  // reports it; the English name does here.
  const categoryName = category
    ? await context
        .get(servicesContext)
        .choices.namer("news-categories", requestLocale(request))
        .then((nameOf) => nameOf(category))
        .catch(() => category)
    : null;
  if (isInAppNavigation(context)) return { copy, category, categoryName, page, news, language };
  const loaded = await news;
  assertPageExists(page, loaded.pages);
  // The chips and the cards' details are the server's HTML only (decision 0093).
  return { copy, category, categoryName, page, news: listedNews(context, loaded), language };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData?.copy) return [];
  const { newsPage } = unpackCopy<Copy>(loaderData.copy);
  const page = loaderData?.page ?? 1;
  const pages = loaderData && "pages" in loaderData.news ? loaderData.news.pages : page;
  const category = loaderData?.category ?? null;
  const tags = pagedListMeta(matches[0]?.loaderData, newsPage.meta, { category }, page, pages);
  // Every page links the whole feed (root.tsx); a category's page links its own feed as well.
  if (!category) return tags;
  const feed = {
    title: newsPage.categoryFeedTitle(loaderData?.categoryName ?? category),
    // The feed in the page's language, as the whole feed's link in the shell is.
    href: localizedPath(categoryFeedPath(category), loaderData.language.page),
  };
  return [...tags, { tagName: "link", rel: "alternate", type: "application/rss+xml", ...feed }];
};

function NewsPage({ loaderData }: Route.ComponentProps) {
  const { articleLoading, newsPage, pagerCopy } = unpackCopy<Copy>(loaderData.copy);
  const origin = usePublicUrl();
  // The newsletter box's words are the shell's (the footer has the same box).
  const box = useShellData()?.footer.newsletterBox;
  return (
    <>
      <ArticleLoading label={articleLoading} />
      <PageHero eyebrow={newsPage.hero.eyebrow} title={newsPage.hero.title} intro={newsPage.hero.intro} />
      <Container className="flex flex-col gap-16 py-12 sm:py-16">
        <Suspense
          key={`${loaderData.category ?? ""}|${loaderData.page}`}
          fallback={
            <p role="status" className="py-16 text-center text-muted">
              {newsPage.loading}
            </p>
          }
        >
          <Await resolve={loaderData.news}>
            {(data) => (
              <NewsListView
                data={data}
                origin={origin}
                active={loaderData.category}
                pager={pagerCopy}
                copy={newsPage}
                language={loaderData.language}
              />
            )}
          </Await>
        </Suspense>
        {box && <NewsNewsletter copy={newsPage.newsletter} box={box} />}
      </Container>
    </>
  );
}

/** A page number past the last page: the site's 404 page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}

export default routeComponent(NewsPage);
