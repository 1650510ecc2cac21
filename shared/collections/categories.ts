import { slugify } from "../slug.ts";

/**
 * The categories of the resources library, of community stories and of the shop, in the
 * order their chips show. The collection definitions offer exactly these, and
 * each item's category is stored in the indexed `kind` column, so a page
 * counts and filters them in the database.
 */
export const RESOURCE_CATEGORIES = ["Civic Education", "Governance", "Advocacy", "Research", "Toolkits"] as const;

export const STORY_CATEGORIES = [
  "Governance",
  "Youth",
  "Women",
  "Arts & Wellbeing",
  "Environment",
  "Education",
] as const;

/** The shop's categories, as its chips name them (the chips filter on the page itself). */
export const PRODUCT_CATEGORIES = ["Apparel", "Books", "Art Prints", "Accessories"] as const;

/** A category's id in an address (`?category=`): "Arts & Wellbeing" → "arts-wellbeing". */
export const categoryId = (name: string): string => slugify(name);

/** The category an id names, or null when it names none of them. */
export function categoryById(categories: readonly string[], id: string): string | null {
  return categories.find((name) => categoryId(name) === id) ?? null;
}
