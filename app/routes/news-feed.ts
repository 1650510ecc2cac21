import { rssXml } from "../../server/discovery/rss.ts";
import { servicesContext } from "../../server/http/request-context.ts";
import { PUBLIC_VIEWER } from "../../server/services.ts";
import { plainSummary } from "../../shared/content-render.ts";
import { newsPage } from "../content/news-page.ts";
import type { Route } from "./+types/news-feed";

const FEED_SIZE = 30;

/** /news/feed.xml: RSS 2.0 of the latest live news. */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const news = await services.news.list(PUBLIC_VIEWER, { limit: FEED_SIZE });
  const xml = rssXml(
    {
      title: newsPage.feedTitle,
      description: newsPage.meta.description,
      origin: services.config.publicUrl,
      path: "/news",
      selfPath: "/news/feed.xml",
    },
    news.items.map((n) => ({
      title: n.title,
      path: `/news/${encodeURIComponent(n.slug)}`,
      description: n.excerpt || plainSummary(n.content),
      category: n.category,
      published_at: n.published_at,
    })),
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
