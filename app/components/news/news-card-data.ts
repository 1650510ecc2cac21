import type { ListNames } from "../../../shared/list-names.ts";
import type { Locale } from "../../../shared/locales.ts";
import type { NewsItem } from "../../../shared/news.ts";
import { newsSlug } from "../../../shared/share-urls.ts";
import type { SampleNews } from "../../content/news-samples.ts";
import type { RenderOnly } from "../../lib/render-only.ts";

/** What a news card shows (the list never ships article bodies). */
export type NewsCardData = {
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  image_url: string | null;
  featured: boolean;
  published_at: string | null;
  readTime: string;
  /** the language of the text, where it may differ from the page's (an item with no Kiswahili version yet) */
  locale?: Locale;
};

/**
 * What only the server renders of a listed story: its card's picture,
 * category, date, reading time and excerpt (static islands,
 * docs/decisions/0093-hydrate-less.md). The title and address stay: the card's
 * links and share bar use them.
 */
export const NEWS_CARD_DETAILS = ["excerpt", "category", "image_url", "published_at", "readTime"] as const;

/** A story as a list hands it to its card: in the browser after a document, without its details. */
export type ListedNews = RenderOnly<NewsCardData, (typeof NEWS_CARD_DETAILS)[number]>;

export function toNewsCard(item: (NewsItem & { locale?: Locale } & ListNames) | SampleNews): NewsCardData {
  return {
    title: item.title,
    slug: newsSlug(item),
    excerpt: item.excerpt,
    category: ("category_name" in item && item.category_name) || item.category || "General",
    image_url: "image_url" in item ? item.image_url : null,
    featured: item.featured,
    published_at: item.published_at,
    readTime: item.readTime,
    ...("locale" in item && item.locale && { locale: item.locale }),
  };
}
