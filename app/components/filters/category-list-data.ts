import type { CategoryLinkChip } from "./category-link-chips.tsx";

/** One page of a list filtered by category chips (/resources, /community-stories). */
export type CategoryListData<T> = {
  /** All with the total, then every category in its fixed order, each with its real count (0 included) */
  chips: CategoryLinkChip[];
  /** the featured items of the view, on its first page only */
  featured: T[];
  /** the other items of page `page` */
  items: T[];
  page: number;
  pages: number;
  /** the database could not be read: the page says so instead of listing */
  failed: boolean;
};
