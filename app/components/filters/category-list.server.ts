import { PUBLIC_VIEWER } from "../../../server/auth/viewer.ts";
import type { Services } from "../../../server/services.ts";
import { categoryById, categoryId } from "../../../shared/collections/categories.ts";
import type { ItemOf } from "../../../shared/collections/index.ts";
import { type Locale, localeOfPath } from "../../../shared/locales.ts";
import { PUBLIC_PAGE_SIZE, pageCount } from "../../../shared/pagination.ts";
import { type InPageLanguage, inPageLanguage } from "../../lib/in-page-language.server.ts";
import { assertPageExists, requestedCategory, requestedPage } from "../../lib/list-request.ts";
import type { CategoryListData } from "./category-list-data.ts";

/** How many featured items the first page of a view shows above the rest. */
export const FEATURED_SHOWN = 4;

/** The collections whose public pages filter by category chips. */
export type ChipCollection = "resources" | "stories";

/** What a page's list is made of: its category choices (in chip order) and the All chip's name. */
export type CategoryListSource = { categories: readonly string[]; allCategory: string };

/**
 * Page `page` of a chip-filtered public list. Chips count what a visitor may
 * see (one grouped query); `requested` is a category id (`civic-education`,
 * any case) or null for All. The view's first featured items lead its first
 * page and every other item is on exactly one numbered page, so following the
 * pages reaches every item. An id that names no category lists nothing and no
 * chip is current, as on /news.
 */
export async function loadCategoryList<N extends ChipCollection>(
  services: Services,
  name: N,
  source: CategoryListSource,
  requested: string | null,
  page: number,
  locale: Locale = "en",
): Promise<CategoryListData<InPageLanguage<ItemOf<N>>>> {
  const { collections } = services;
  try {
    const category = requested === null ? null : categoryById(source.categories, requested.toLowerCase());
    const unknown = requested !== null && category === null;
    const kind = category ?? undefined;
    const [counts, featured, categoryName] = await Promise.all([
      collections.countByKind(name, PUBLIC_VIEWER),
      unknown ? null : collections.list(name, PUBLIC_VIEWER, { kind, featured: true, limit: FEATURED_SHOWN }),
      services.choices.namer("fixed", locale),
    ]);
    const chips = [
      { name: source.allCategory, count: counts.total, value: null },
      ...source.categories.map((c) => ({ name: categoryName(c), count: counts.kinds[c] ?? 0, value: categoryId(c) })),
    ];
    if (!featured) return { chips, featured: [], items: [], page, pages: 1, failed: false };
    const rest = await collections.list(name, PUBLIC_VIEWER, {
      kind,
      excludeIds: featured.items.map((item) => item.id),
      limit: PUBLIC_PAGE_SIZE,
      offset: (page - 1) * PUBLIC_PAGE_SIZE,
    });
    return {
      chips,
      featured: page === 1 ? await inPageLanguage(services, name, featured.items as ItemOf<N>[], locale) : [],
      items: await inPageLanguage(services, name, rest.items as ItemOf<N>[], locale),
      page,
      pages: pageCount(rest.total, PUBLIC_PAGE_SIZE),
      failed: false,
    };
  } catch (error) {
    services.logger.error({ err: error, collection: name }, "collection list failed to load");
    // No page count is known: the page asked for is not turned into a 404.
    return { chips: [], featured: [], items: [], page, pages: page, failed: true };
  }
}

/**
 * The loader of a chip-filtered page: `?page=N` (malformed values redirected,
 * a page past the last answered 404) and `?category=<id>`.
 */
export async function loadCategoryPage<N extends ChipCollection>(
  request: Request,
  services: Services,
  name: N,
  source: CategoryListSource,
) {
  const pageNumber = requestedPage(request);
  const category = requestedCategory(request);
  const locale = localeOfPath(new URL(request.url).pathname);
  const list = await loadCategoryList(services, name, source, category, pageNumber, locale);
  assertPageExists(pageNumber, list.pages);
  return { category, list };
}
