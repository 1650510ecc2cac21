import type { CategoryLinkChip } from "../filters/category-link-chips.tsx";
import type { ListedNews, NewsCardData } from "./news-card-data.ts";

export type NewsListData = {
  chips: CategoryLinkChip[];
  featured: NewsCardData[];
  items: NewsCardData[];
  /** set when the built-in samples are shown: the reason for the note */
  fallback: string | null;
  /** set when the list could not be loaded */
  error: string | null;
  /** the page of All News shown (from 1), and how many there are */
  page: number;
  pages: number;
};

/**
 * The list as a document's hydration data carries it: its chips and its cards'
 * details are the server's HTML only (docs/decisions/0093-hydrate-less.md).
 */
export type ListedNewsList = Omit<NewsListData, "chips" | "featured" | "items"> & {
  chips?: CategoryLinkChip[];
  featured: ListedNews[];
  items: ListedNews[];
};
