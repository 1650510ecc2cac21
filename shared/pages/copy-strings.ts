/**
 * The sentences and phrases of a copy a visitor reads (two words or more), for
 * the site search: paths, links, icon names and class names are left out. The
 * static pages' search text is made of them (scripts/search-pages.ts), and so is
 * an edited page's (server/pages/page-search.ts).
 */
export function copyStrings(value: unknown, out = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  if (typeof value === "string") {
    const text = value.trim();
    if (/\s/.test(text) && /\p{L}/u.test(text) && !/^(\/|https?:|mailto:|tel:)/.test(text)) out.add(text);
  } else if (typeof value === "object" && value !== null && !seen.has(value)) {
    seen.add(value);
    for (const item of Array.isArray(value) ? value : Object.values(value)) copyStrings(item, out, seen);
  }
  return out;
}
