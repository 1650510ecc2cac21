import { slugify } from "../../../shared/slug.ts";
import type { Category } from "../../content/page-types.ts";

export const ALL = "all";

/** The chip's id in the URL (?category=…): "All" → "all", "Policy Briefs" → "policy-briefs". */
export const categoryId = (name: string) => slugify(name);

/** The active chip for a ?category= value: a known category, otherwise All. */
export function activeCategory(categories: Category[], requested: string | null): string {
  return requested && categories.some((c) => categoryId(c.name) === requested) ? requested : ALL;
}

/** The items in the active category (every item for All). */
export function filterByCategory<T extends { category: string }>(items: T[], active: string): T[] {
  return active === ALL ? items : items.filter((item) => categoryId(item.category) === active);
}
