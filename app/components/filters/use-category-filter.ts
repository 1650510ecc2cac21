import { useState } from "react";
import { useSearchParams } from "react-router";
import { categoryId } from "../../../shared/collections/categories.ts";
import type { Category } from "../../content/page-types.ts";
import { ALL, activeCategory, filterByCategory } from "./category-filter.ts";

/**
 * Chip filtering on the page itself: 'All' is active unless ?category= names a
 * chip (so a link can open a filtered list, also without JavaScript). Choosing
 * a chip filters at once and keeps the address in step without a reload.
 */
export function useCategoryFilter<T extends { category: string }>(categories: Category[], items: T[]) {
  const [params] = useSearchParams();
  const [active, setActive] = useState(() => activeCategory(categories, params.get("category")));
  const select = (name: string) => {
    const id = categoryId(name);
    setActive(id);
    const url = new URL(window.location.href);
    if (id === ALL) url.searchParams.delete("category");
    else url.searchParams.set("category", id);
    window.history.replaceState(window.history.state, "", url);
  };
  return { active, select, visible: filterByCategory(items, active) };
}
