import { data, redirect } from "react-router";
import { canonicalSearch } from "../../shared/page-query.ts";
import { parsePage } from "../../shared/pagination.ts";

/**
 * The page of a list a request asks for (`?page=N`). A malformed value (0, 2.5,
 * "02", "two", or "1", which is the list's own address) answers a permanent
 * redirect to the one proper address, so no page lives under two.
 */
export function requestedPage(request: Request): number {
  const url = new URL(request.url);
  const raw = url.searchParams.get("page");
  const page = parsePage(raw);
  if (page === "invalid" || raw === "1") {
    url.searchParams.delete("page");
    throw redirect(url.pathname + canonicalSearch(url.pathname, url.searchParams), 301);
  }
  return page;
}

/** The `?category=` a list is filtered by, trimmed; null when none is given. */
export function requestedCategory(request: Request): string | null {
  return new URL(request.url).searchParams.get("category")?.trim() || null;
}

/** A page past the last one is not found (on a fresh visit; see the route's ErrorBoundary). */
export function assertPageExists(page: number, pages: number): void {
  if (page > pages) throw data(null, { status: 404 });
}
