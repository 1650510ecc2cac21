import { PUBLIC_VIEWER } from "../../server/auth/viewer.ts";
import { sanitizeNewsHtml } from "../../server/content/html-sanitizer.ts";
import { rssXml } from "../../server/discovery/rss.ts";
import { servicesContext } from "../../server/http/request-context.ts";
import { plainSummary, renderContentHtml } from "../../shared/content-render.ts";
import { localizedPath } from "../../shared/locales.ts";
import * as newsFeed from "../content/news-feed.ts";
import * as newsPageCopy from "../content/news-page.ts";
import { copyIn } from "../lib/copy.server.ts";
import { inPageLanguage } from "../lib/in-page-language.server.ts";
import { requestedCategory } from "../lib/list-page.ts";
import { requestLocale } from "../lib/page-language.ts";
import type { Route } from "./+types/news-feed";

const FEED_SIZE = 30;

/** Feed readers may keep the feed this long (the page cache keeps this header as it is). */
const FEED_CACHE_CONTROL = "public, max-age=600";

/**
 * /news/feed.xml: RSS 2.0 of the latest live news; `?category=` narrows it to
 * one category (any letter case), and a category with no live news is a 404.
 * /sw/news/feed.xml is the Kiswahili feed: its words, `<language>sw</language>`
 * and links to the /sw pages.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const locale = requestLocale(request);
  const { NEWS_FEED, categoryFeedPath } = copyIn(locale, "news-feed", newsFeed);
  const { newsPage } = copyIn(locale, "news-page", newsPageCopy);
  const here = (path: string) => localizedPath(path, locale);
  const asked = requestedCategory(request);
  let category: string | null = null;
  if (asked) {
    const categories = await services.news.categories(PUBLIC_VIEWER);
    category = categories.find((c) => c.name.toLowerCase() === asked.toLowerCase())?.name ?? null;
    if (!category) {
      return new Response(newsPage.unknownCategory(asked), {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
  }
  const news = await services.news.list(PUBLIC_VIEWER, { limit: FEED_SIZE, ...(category && { category }) });
  // The Kiswahili feed: items in their Kiswahili version where they have one, categories by their Kiswahili names.
  const items = await inPageLanguage(services, "news", news.items, locale);
  const categoryName = await services.choices.namer("news-categories", locale);
  const xml = rssXml(
    {
      title: category ? newsPage.categoryFeedTitle(categoryName(category)) : NEWS_FEED.title,
      description: newsPage.meta.description,
      origin: services.config.publicUrl,
      path: here(category ? `/news?category=${encodeURIComponent(category)}` : "/news"),
      selfPath: here(category ? categoryFeedPath(category) : NEWS_FEED.path),
      language: locale === "sw" ? "sw" : "en-ke",
    },
    items.map((n) => ({
      title: n.title,
      path: here(`/news/${encodeURIComponent(n.slug)}`),
      summary: n.excerpt || plainSummary(n.content),
      html: renderContentHtml(n.content, sanitizeNewsHtml),
      category: n.category_name ?? n.category,
      published_at: n.published_at,
    })),
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": FEED_CACHE_CONTROL },
  });
}
