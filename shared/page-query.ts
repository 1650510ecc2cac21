import { pathWithoutLocale } from "./locales.ts";
import { canonicalQuery } from "./search.ts";

/**
 * The query parameters each public page reads. This one list decides a page's
 * cache key (server/page-cache) and its canonical link (app/lib/meta.ts):
 * anything else on the address (utm_*, fbclid, gclid, mc_*, typos) changes
 * nothing, so it never splits the cache nor reaches a canonical link.
 *
 * A page that starts reading a parameter adds it here, one line per page.
 * Keys are exact paths, or a prefix ending in `/*` for a family of pages.
 * See docs/product.md, "Addresses, caching and pagination".
 */
export const PAGE_QUERY: Readonly<Record<string, readonly string[]>> = {
  "/news": ["category", "page"],
  "/publications": ["doc", "page"],
  "/contact": ["subject", "kind"],
  "/apply": ["kind", "reference"],
  "/register": ["reference"],
  "/resources": ["category", "page"],
  "/shop": ["category"],
  "/donate": ["amount"],
  "/search": ["q", "type", "page"],
  "/community-stories": ["category", "page"],
  "/event-gallery": ["album", "page", "set"],
  // Not a page: the news feed of one category.
  "/news/feed.xml": ["category"],
  // Mailed links: their answers are never stored (no-store), but the page must see its token.
  "/newsletter/confirm": ["token"],
  "/newsletter/unsubscribe": ["token"],
  // Not a page: React Router's route discovery, asked for the routes of the paths a visitor may open next.
  "/__manifest": ["paths", "version"],
};

/** Parameters whose value has one canonical form: a search's words (shared/search.ts). */
const CANONICAL_VALUE: Readonly<Record<string, Readonly<Record<string, (value: string) => string>>>> = {
  "/search": { q: canonicalQuery },
};

/** React Router's route-data requests (`/news.data?_routes=…`) also carry the routes they ask for. */
const DATA_SUFFIX = ".data";
const DATA_PARAMS = ["_routes"] as const;

/** The page a path shows: `/news.data` → `/news`, `/_root.data` → `/`, trailing slash dropped. */
export function pagePath(pathname: string): string {
  let path = pathname.endsWith(DATA_SUFFIX) ? pathname.slice(0, -DATA_SUFFIX.length) : pathname;
  if (path === "/_root") path = "/";
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  return path;
}

/** The page a path shows, in English: `/sw/news.data` → `/news` (a Kiswahili page reads the same parameters). */
function englishPagePath(pathname: string): string {
  return pathWithoutLocale(pagePath(pathname));
}

/** The parameters `pathname` reads (none for most pages). */
export function pageParams(pathname: string): readonly string[] {
  const path = englishPagePath(pathname);
  const exact = PAGE_QUERY[path];
  const params = exact ? [...exact] : [];
  if (!exact) {
    for (const [pattern, names] of Object.entries(PAGE_QUERY)) {
      if (pattern.endsWith("/*") && path.startsWith(pattern.slice(0, -1))) params.push(...names);
    }
  }
  if (pathname.endsWith(DATA_SUFFIX)) params.push(...DATA_PARAMS);
  return params;
}

/**
 * The query string a page is keyed and linked by: only the parameters it reads,
 * the first value of each in its canonical form (a search's words lowercased,
 * symbols dropped), non-empty, in a fixed (sorted) order. "" or "?a=1&b=2".
 */
export function canonicalSearch(pathname: string, search: string | URLSearchParams): string {
  const given = typeof search === "string" ? new URLSearchParams(search) : search;
  const kept = new URLSearchParams();
  const canonical = CANONICAL_VALUE[englishPagePath(pathname)] ?? {};
  for (const name of [...pageParams(pathname)].sort()) {
    const raw = given.get(name);
    const value = raw !== null && canonical[name] ? canonical[name](raw) : raw;
    if (value !== null && value.trim() !== "") kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : "";
}
