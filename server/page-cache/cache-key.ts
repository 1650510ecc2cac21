import { canonicalSearch } from "../../shared/page-query.ts";

const NOT_CACHED = /^\/(admin|api|uploads|og)(\/|$)/;

export type PageKey = {
  /** the cache key: canonical path and query, and whether the visitor saves data */
  key: string;
  /** the canonical path and query the page is rendered for */
  path: string;
};

/**
 * The cache key of an anonymous GET/HEAD for a public page, or null when the
 * request must not be cached. Only the query parameters the page reads count
 * (shared/page-query.ts): `/?fbclid=…` is `/`.
 */
export function pageKey(
  method: string,
  pathname: string,
  search: string,
  authorized: boolean,
  saveData: string | null | undefined,
): PageKey | null {
  if (method !== "GET" && method !== "HEAD") return null;
  if (authorized || NOT_CACHED.test(pathname)) return null;
  const path = pathname + canonicalSearch(pathname, search);
  return { key: `${path}|${saveData?.toLowerCase() === "on" ? "1" : "0"}`, path };
}
