import type { CategoryLinkChip } from "../filters/category-link-chips.tsx";
import type { NewsCardData } from "./news-card-data.ts";

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
