import type { Services } from "../../../server/services.ts";
import { PUBLIC_VIEWER } from "../../../server/services.ts";
import { newsPage } from "../../content/news-page.ts";
import { sampleNews } from "../../content/news-samples.ts";
import { toNewsCard } from "./news-card-data.ts";
import type { NewsCategoryCountChip, NewsListData } from "./news-list-data.ts";

/** How many cards each section shows. */
const FEATURED_LIMIT = 3;
const LIST_LIMIT = 60;

function chipsFor(counts: NewsCategoryCountChip[]): NewsCategoryCountChip[] {
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  return [{ name: newsPage.allCategory, count: total }, ...counts];
}

function samples(reason: string, error: string | null, category: string | null): NewsListData {
  const counts = new Map<string, number>();
  for (const item of sampleNews) counts.set(item.category, (counts.get(item.category) ?? 0) + 1);
  const inCategory = sampleNews.filter((n) => !category || n.category.toLowerCase() === category.toLowerCase());
  return {
    chips: chipsFor([...counts].map(([name, count]) => ({ name, count }))),
    featured: category ? [] : sampleNews.filter((n) => n.featured).map(toNewsCard),
    items: inCategory.filter((n) => category || !n.featured).map(toNewsCard),
    fallback: reason,
    error,
  };
}

/**
 * The /news data for the public: real categories with counts, featured stories
 * and the (optionally filtered) list; the built-in samples when nothing is
 * published or the database cannot be read.
 */
export async function loadNewsList(services: Services, category: string | null): Promise<NewsListData> {
  try {
    const { news } = services;
    const counts = await news.categories(PUBLIC_VIEWER);
    if (counts.reduce((sum, c) => sum + c.count, 0) === 0) return samples(newsPage.noNewsReason, null, category);
    const [featured, list] = await Promise.all([
      category ? null : news.list(PUBLIC_VIEWER, { featured: true, limit: FEATURED_LIMIT }),
      news.list(PUBLIC_VIEWER, category ? { category, limit: LIST_LIMIT } : { featured: false, limit: LIST_LIMIT }),
    ]);
    return {
      chips: chipsFor(counts),
      featured: featured?.items.map(toNewsCard) ?? [],
      items: list.items.map(toNewsCard),
      fallback: null,
      error: null,
    };
  } catch (error) {
    services.logger.error({ err: error }, "news list failed to load");
    return samples(newsPage.failed, newsPage.failed, category);
  }
}
