/**
 * Numbered pages of a public list (`?page=N`, page 1 has no parameter).
 * See docs/product.md, "Addresses, caching and pagination".
 */

/** Items per page on /news and /publications. */
export const PUBLIC_PAGE_SIZE = 12;

/**
 * The page a `?page=` value asks for: a whole number ≥ 1; `null` (absent) is 1.
 * Anything else (0, -2, 2.5, "two", "02") is `"invalid"`, so the page can send
 * the visitor to its one proper address instead of keeping a duplicate.
 */
export function parsePage(value: string | null): number | "invalid" {
  if (value === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return "invalid";
  return Number(value);
}

/** How many pages `total` items fill (at least 1: an empty list still has its first page). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * The numbers to show in a pager: the first, the last, and a window around the
 * current page, with `null` for each gap: 1 … 4 5 6 … 200.
 */
export function pageNumbers(current: number, last: number, around = 1): Array<number | null> {
  const shown = new Set<number>([1, last]);
  for (let n = current - around; n <= current + around; n++) if (n >= 1 && n <= last) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  for (const [i, n] of sorted.entries()) {
    const previous = sorted[i - 1];
    if (previous !== undefined && n - previous === 2) out.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) out.push(null);
    out.push(n);
  }
  return out;
}

/** The address of page `n` of a list at `path`, keeping its other parameters (e.g. category). */
export function pageHref(path: string, params: Record<string, string | null>, n: number): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  if (n > 1) query.set("page", String(n));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
