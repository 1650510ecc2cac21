import type { RouterContextProvider } from "react-router";
import { PUBLIC_VIEWER } from "../../../server/auth/viewer.ts";
import type { Services } from "../../../server/services.ts";
import type { Locale } from "../../../shared/locales.ts";
import { PUBLIC_PAGE_SIZE, pageCount } from "../../../shared/pagination.ts";
import type { newsPage } from "../../content/news-page.ts";
import type { SampleNews } from "../../content/news-samples.ts";
import { inPageLanguage } from "../../lib/in-page-language.server.ts";
import { renderOnly, renderOnlyEach } from "../../lib/render-only.server.ts";
import type { CategoryLinkChip } from "../filters/category-link-chips.tsx";
import { NEWS_CARD_DETAILS, toNewsCard } from "./news-card-data.ts";
import type { ListedNewsList, NewsListData } from "./news-list-data.ts";

/** The words the list's data carries, and the samples shown while nothing is published. */
export type NewsListSource = {
  copy: Pick<typeof newsPage, "allCategory" | "noNewsReason" | "failed">;
  samples: SampleNews[];
};

/** How many featured stories page 1 shows above All News. */
const FEATURED_LIMIT = 3;

/**
 * All, then each category by its name in the page's language (news categories are
 * linked by their English name, matched in any case, on both languages' pages).
 */
function chipsFor(
  allCategory: string,
  counts: Array<{ name: string; count: number }>,
  nameOf: (name: string) => string = (name) => name,
): CategoryLinkChip[] {
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  return [
    { name: allCategory, count: total, value: null },
    ...counts.map((c) => ({ name: nameOf(c.name), count: c.count, value: c.name })),
  ];
}

function samples(source: NewsListSource, reason: string, error: string | null, category: string | null): NewsListData {
  const sampleNews = source.samples;
  const counts = new Map<string, number>();
  for (const item of sampleNews) counts.set(item.category, (counts.get(item.category) ?? 0) + 1);
  const inCategory = sampleNews.filter((n) => !category || n.category.toLowerCase() === category.toLowerCase());
  return {
    chips: chipsFor(
      source.copy.allCategory,
      [...counts].map(([name, count]) => ({ name, count })),
    ),
    featured: category ? [] : sampleNews.filter((n) => n.featured).map(toNewsCard),
    items: inCategory.filter((n) => category || !n.featured).map(toNewsCard),
    fallback: reason,
    error,
    page: 1,
    pages: 1,
  };
}

/**
 * The /news data for the public: real categories with counts, and page `page`
 * of the (optionally filtered) list, newest first. Page 1 of the unfiltered
 * list shows the newest featured stories above All News, which holds every
 * other item, so following the pages reaches every published item. The
 * samples (from the route) when nothing is published or the database cannot be read.
 */
export async function loadNewsList(
  services: Services,
  source: NewsListSource,
  category: string | null,
  page = 1,
  locale: Locale = "en",
): Promise<NewsListData> {
  const { copy } = source;
  try {
    const { news } = services;
    const [counts, categoryName] = await Promise.all([
      news.categories(PUBLIC_VIEWER),
      services.choices.namer("news-categories", locale),
    ]);
    if (counts.reduce((sum, c) => sum + c.count, 0) === 0) return samples(source, copy.noNewsReason, null, category);
    // The featured stories shown on page 1 are left out of every page of All News.
    const featured = category ? null : await news.list(PUBLIC_VIEWER, { featured: true, limit: FEATURED_LIMIT });
    const excludeIds = featured?.items.map((item) => item.id) ?? [];
    const shown = featured ? await inPageLanguage(services, "news", featured.items, locale) : [];
    const list = await news.list(PUBLIC_VIEWER, {
      ...(category ? { category } : { excludeIds }),
      limit: PUBLIC_PAGE_SIZE,
      offset: (page - 1) * PUBLIC_PAGE_SIZE,
    });
    return {
      chips: chipsFor(copy.allCategory, counts, categoryName),
      featured: page === 1 ? shown.map(toNewsCard) : [],
      items: (await inPageLanguage(services, "news", list.items, locale)).map(toNewsCard),
      fallback: null,
      error: null,
      page,
      pages: pageCount(list.total, PUBLIC_PAGE_SIZE),
    };
  } catch (error) {
    services.logger.error({ err: error }, "news list failed to load");
    return samples(source, copy.failed, copy.failed, category);
  }
}

/**
 * The list as a document's loader answers it: the chips and the cards' details
 * only for the server's render (render-only keys, docs/decisions/0093-hydrate-less.md).
 */
export function listedNews(context: Readonly<RouterContextProvider>, data: NewsListData): ListedNewsList {
  return renderOnly(
    context,
    {
      ...data,
      featured: renderOnlyEach(context, data.featured, NEWS_CARD_DETAILS),
      items: renderOnlyEach(context, data.items, NEWS_CARD_DETAILS),
    },
    ["chips"],
  );
}
