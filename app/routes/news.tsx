import { Suspense } from "react";
import { Await } from "react-router";
import { servicesContext } from "../../server/http/request-context.ts";
import { ArticleLoading } from "../components/news/article-loading.tsx";
import { loadNewsList } from "../components/news/news-list.server.ts";
import { NewsListView } from "../components/news/news-list-view.tsx";
import { NewsNewsletter } from "../components/news/news-newsletter.tsx";
import { usePublicUrl } from "../components/share/use-public-url.ts";
import { Container, PageHero } from "../components/ui/layout.tsx";
import { newsPage } from "../content/news-page.ts";
import { newsletterBox } from "../content/newsletter-box.ts";
import { isInAppNavigation } from "../lib/deferred.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/news";

/** The list arrives with the HTML; on in-app navigation the page shows 'Loading news...' meanwhile. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const category = new URL(request.url).searchParams.get("category")?.trim() || null;
  const news = loadNewsList(context.get(servicesContext), category);
  return { category, news: isInAppNavigation(context) ? news : await news };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches[0]?.loaderData, newsPage.meta),
  {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: newsPage.feedTitle,
    href: "/news/feed.xml",
  },
];

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const origin = usePublicUrl();
  return (
    <>
      <ArticleLoading />
      <PageHero eyebrow={newsPage.hero.eyebrow} title={newsPage.hero.title} intro={newsPage.hero.intro} />
      <Container className="flex flex-col gap-16 py-12 sm:py-16">
        <Suspense
          key={loaderData.category ?? ""}
          fallback={
            <p role="status" className="py-16 text-center text-muted">
              {newsPage.loading}
            </p>
          }
        >
          <Await resolve={loaderData.news}>
            {(data) => <NewsListView data={data} origin={origin} active={loaderData.category} />}
          </Await>
        </Suspense>
        <NewsNewsletter copy={newsPage.newsletter} box={newsletterBox} />
      </Container>
    </>
  );
}
