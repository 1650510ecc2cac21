import { canonicalSearch } from "../../shared/page-query.ts";

/** The staff pages (a Kiswahili invitation page under /sw too), the API, files and preview cards. */
const NOT_CACHED = /^\/(admin|sw\/admin|api|uploads|og)(\/|$)/;

export type PageKey = {
  /** the cache key: canonical path and query, and whether the page is the lite one */
  key: string;
  /** the canonical path and query the page is rendered for */
  path: string;
};

/**
 * The cache key of an anonymous GET/HEAD for a public page, or null when the
 * request must not be cached. Only the query parameters the page reads count
 * (shared/page-query.ts): `/?fbclid=…` is `/`. The lite and the full page of
 * one address are two entries (shared/lite.ts decides which one a request gets);
 * an English page with the offer to read in Kiswahili is a third (decision 0067),
 * so the offer never reaches the page everyone else gets. `/sw/…` pages are keys
 * of their own, purged with the rest (the whole cache empties on a content write).
 */
export function pageKey(
  method: string,
  pathname: string,
  search: string,
  authorized: boolean,
  lite: boolean,
  /** the page shows the offer to read in Kiswahili (shared/language-choice.ts): a third variant */
  offer = false,
): PageKey | null {
  if (method !== "GET" && method !== "HEAD") return null;
  if (authorized || NOT_CACHED.test(pathname)) return null;
  const path = pathname + canonicalSearch(pathname, search);
  return { key: `${path}|${lite ? "1" : "0"}${offer ? "|sw-offer" : ""}`, path };
}
