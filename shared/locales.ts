/**
 * The site's two languages (docs/product.md, "Kiswahili"). English lives at the
 * addresses it always had; Kiswahili lives under `/sw` with the same path after
 * it. The address alone decides a page's language, for people and search engines.
 */
export const LOCALES = ["en", "sw"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** BCP 47 tags for `Intl` (dates, numbers, KSh) in each language. */
export const INTL_TAGS: Record<Locale, string> = { en: "en-KE", sw: "sw-KE" };

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "sw";
}

/**
 * The language of an address: `/sw` and `/sw/…` are Kiswahili, everything else English.
 * A loader sees the address React Router's client navigation asked for, with its data
 * suffix: `/sw/about.data`, `/sw/_.data`, and `/sw.data` for the Kiswahili home page.
 */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/sw" || pathname === "/sw.data" || pathname.startsWith("/sw/") ? "sw" : "en";
}

/** The address without its language prefix: `/sw/news/x` → `/news/x`, `/sw` → `/`. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  const rest = pathname.slice(3);
  return rest === "" ? "/" : rest;
}

/**
 * The same page in `locale`: `/about` → `/sw/about`, `/` → `/sw`, and back.
 * Only site-relative paths change; `#x`, `?q=` and absolute URLs pass as they are.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const tail = cut === -1 ? "" : path.slice(cut);
  const bare = pathWithoutLocale(pathname);
  if (locale === "en") return bare + tail;
  return (bare === "/" ? "/sw" : `/sw${bare}`) + tail;
}
