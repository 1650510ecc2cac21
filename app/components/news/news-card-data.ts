import type { ListNames } from "../../../shared/list-names.ts";
import type { Locale } from "../../../shared/locales.ts";
import type { NewsItem } from "../../../shared/news.ts";
import { newsSlug } from "../../../shared/share-urls.ts";
import type { SampleNews } from "../../content/news-samples.ts";

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
