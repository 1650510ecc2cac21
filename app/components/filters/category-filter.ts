import { categoryId } from "../../../shared/collections/categories.ts";
import type { Category } from "../../content/page-types.ts";

/** Chip filtering on the page itself, for the static products of /shop. */
export const ALL = "all";

/** The active chip for a ?category= value: a known category, otherwise All. */
export function activeCategory(categories: Category[], requested: string | null): string {
  return requested && categories.some((c) => categoryId(c.name) === requested) ? requested : ALL;
}

/** The items in the active category (every item for All). */
export function filterByCategory<T extends { category: string }>(items: T[], active: string): T[] {
  return active === ALL ? items : items.filter((item) => categoryId(item.category) === active);
}
