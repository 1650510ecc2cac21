/**
 * The visitor's choice of language (docs/product.md, "Kiswahili"; decision 0067).
 * The address decides a page's language; the `lang` cookie only remembers that the
 * visitor chose one, so that a browser preferring Kiswahili is offered the
 * Kiswahili page once, on English pages, and never redirected.
 */
import { isLocale, type Locale, localeOfPath } from "./locales.ts";

export const LANG_COOKIE = "lang";

/** A year: the choice outlives a visit. */
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The visitor's `lang` cookie, or null when they have not chosen. */
export function languageChoice(cookieHeader: string | null | undefined): Locale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== LANG_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (isLocale(value)) return value;
  }
  return null;
}

/**
 * Whether an Accept-Language header ranks Kiswahili above English: `sw`,
 * `sw-KE` … with a higher quality than any `en`, or Kiswahili without English.
 */
export function prefersKiswahili(acceptLanguage: string | null | undefined): boolean {
  if (!acceptLanguage) return false;
  let sw = 0;
  let en = 0;
  for (const [index, part] of acceptLanguage.split(",").entries()) {
    const [tag = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const quality = q ? Number.parseFloat(q.slice(2)) : 1;
    if (!Number.isFinite(quality) || quality <= 0) continue;
    // Equal qualities: the earlier tag wins (a tiny tie-break by position).
    const weight = quality - index / 1000;
    const base = tag.split("-")[0];
    if (base === "sw") sw = Math.max(sw, weight);
    if (base === "en") en = Math.max(en, weight);
  }
  return sw > en;
}

/**
 * Whether a page gets the offer to read in Kiswahili: an English page, a visitor
 * who has not chosen a language, a browser that prefers Kiswahili.
 */
export function offersKiswahili(
  pathname: string,
  acceptLanguage: string | null | undefined,
  cookieHeader: string | null | undefined,
): boolean {
  return localeOfPath(pathname) === "en" && languageChoice(cookieHeader) === null && prefersKiswahili(acceptLanguage);
}

/** The link that remembers `locale` in the cookie and opens `returnTo` (a path on this site). */
export function languageSwitchHref(locale: Locale, returnTo: string): string {
  return `/language?to=${locale}&return=${encodeURIComponent(returnTo)}`;
}
