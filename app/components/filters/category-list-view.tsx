import type { ReactNode } from "react";
import { pageHref } from "../../../shared/pagination.ts";
import { Pager, type PagerLabels } from "../ui/pager.tsx";
import { CategoryLinkChips } from "./category-link-chips.tsx";
import type { CategoryListData } from "./category-list-data.ts";

export type CategoryListCopy = {
  /** the chips' name, e.g. "Filter resources by category" */
  chipsLabel: string;
  featuredTitle: string;
  othersTitle: string;
  /** said when nothing is published yet, and when a category (or an unknown one) has nothing */
  empty: string;
  emptyCategory: string;
  /** the pager's name, e.g. "Resource pages" */
  pagesLabel: string;
  failed: string;
};

/**
 * A chip-filtered list: the chips, the view's featured items (first page), the
 * rest of the page and numbered links to the others. Plain links throughout.
 */
export function CategoryListView<T extends { id: number }>({
  data,
  basePath,
  active,
  copy,
  pager,
  renderFeatured,
  renderItem,
}: {
  data: CategoryListData<T>;
  basePath: string;
  /** the `?category=` value shown, null for All */
  active: string | null;
  copy: CategoryListCopy;
  pager: PagerLabels;
  renderFeatured: (item: T) => ReactNode;
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <div className="flex flex-col gap-12">
      {data.chips.length > 0 && (
        <CategoryLinkChips chips={data.chips} active={active} basePath={basePath} label={copy.chipsLabel} />
      )}
      {data.failed && (
        <p role="alert" className="text-center text-muted">
          {copy.failed}
        </p>
      )}
      {data.featured.length > 0 && (
        <section aria-labelledby="featured-title">
          <h2 id="featured-title" className="mb-6 font-display text-2xl font-bold sm:text-3xl">
            {copy.featuredTitle}
          </h2>
          <ul className="grid gap-6 lg:grid-cols-2">
            {data.featured.map((item) => (
              <li key={item.id} className="grid">
                {renderFeatured(item)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {(data.items.length > 0 || data.featured.length === 0) && (
        <section aria-labelledby="others-title">
          <h2 id="others-title" className="mb-6 font-display text-2xl font-bold sm:text-3xl">
            {copy.othersTitle}
          </h2>
          {data.items.length > 0 ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {data.items.map((item) => (
                <li key={item.id} className="grid">
                  {renderItem(item)}
                </li>
              ))}
            </ul>
          ) : (
            !data.failed && (
              <p className="rounded-card border border-dashed border-line p-8 text-center text-muted">
                {active === null ? copy.empty : copy.emptyCategory}
              </p>
            )
          )}
        </section>
      )}
      {!data.failed && (
        <Pager
          label={copy.pagesLabel}
          current={data.page}
          last={data.pages}
          href={(n) => pageHref(basePath, { category: active }, n)}
          labels={pager}
        />
      )}
    </div>
  );
}
