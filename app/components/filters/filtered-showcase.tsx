import type { ReactNode } from "react";
import { fillIn } from "../../../shared/fill-in.ts";
import type { Category } from "../../content/page-types.ts";
import { useCardLabels } from "../../lib/shell-copy.ts";
import { CategoryChips } from "./category-chips.tsx";
import { useCategoryFilter } from "./use-category-filter.ts";

/**
 * Category chips above a featured list and a main list, both filtered by the
 * active chip, on the page itself (the static products of /shop). A list left empty by the filter says so.
 */
export function FilteredShowcase<T extends { category: string }>({
  categories,
  chipsLabel,
  noun,
  featured,
  featuredTitle,
  renderFeatured,
  others,
  othersTitle,
  renderItem,
  othersNote,
  keyOf,
  featuredColumns = 2,
}: {
  categories: Category[];
  chipsLabel: string;
  noun: string;
  featured: T[];
  featuredTitle: string;
  renderFeatured: (item: T) => ReactNode;
  others: T[];
  othersTitle: string;
  renderItem: (item: T) => ReactNode;
  othersNote?: string;
  keyOf: (item: T) => string | number;
  /** 2 for wide featured cards (stories, resources), 3 for regular ones (products) */
  featuredColumns?: 2 | 3;
}) {
  const labels = useCardLabels();
  const all = [...featured, ...others];
  const { active, select, visible } = useCategoryFilter(categories, all);
  const shown = new Set(visible);
  const visibleFeatured = featured.filter((item) => shown.has(item));
  const visibleOthers = others.filter((item) => shown.has(item));
  return (
    <div>
      <CategoryChips
        categories={categories}
        active={active}
        onSelect={select}
        label={chipsLabel}
        shown={new Set([...visibleFeatured, ...visibleOthers]).size}
        noun={noun}
      />
      {visibleFeatured.length > 0 && (
        <section aria-labelledby="featured-title" className="mb-14">
          <h2 id="featured-title" className="mb-6 font-display text-2xl font-bold sm:text-3xl">
            {featuredTitle}
          </h2>
          <ul className={`grid gap-6 ${featuredColumns === 2 ? "lg:grid-cols-2" : "sm:grid-cols-2 lg:grid-cols-3"}`}>
            {visibleFeatured.map((item) => (
              <li key={keyOf(item)} className="grid">
                {renderFeatured(item)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="others-title">
        <h2 id="others-title" className="mb-2 font-display text-2xl font-bold sm:text-3xl">
          {othersTitle}
        </h2>
        {othersNote && <p className="mb-6 text-muted">{othersNote}</p>}
        {visibleOthers.length > 0 ? (
          <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${othersNote ? "" : "mt-6"}`}>
            {visibleOthers.map((item) => (
              <li key={keyOf(item)} className="grid">
                {renderItem(item)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 rounded-card border border-dashed border-line p-8 text-center text-muted">
            {fillIn(labels.noMoreIn, { noun })}
          </p>
        )}
      </section>
    </div>
  );
}
