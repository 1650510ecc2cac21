import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales.ts";

/**
 * The language of the admin's pages before a session exists (sign-in, forgot
 * and reset password, accept invitation; docs/product.md, "The admin in
 * Kiswahili"; decision 0072): the choice remembered in the `admin_language`
 * cookie, else the browser's first supported language (Accept-Language,
 * `navigator.languages`), else English. After sign-in the staff member's own
 * setting decides.
 */
export const ADMIN_LANGUAGE_COOKIE = "admin_language";

/** A year: the choice outlives a visit. */
export const ADMIN_LANGUAGE_MAX_AGE = 365 * 24 * 60 * 60;

/** The `admin_language` cookie's language, or null when none was chosen. */
export function chosenAdminLanguage(cookieHeader: string | null | undefined): Locale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== ADMIN_LANGUAGE_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (isLocale(value)) return value;
  }
  return null;
}

/**
 * The browser's preferred supported language from an Accept-Language header
 * (`sw-KE,sw;q=0.9,en;q=0.8`): the highest q among `sw…` and `en…`; ties keep
 * the header's order. Null when it names neither.
 */
export function acceptedLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  let best: { locale: Locale; q: number } | null = null;
  for (const part of header.split(",")) {
    const [tag = "", ...params] = part.trim().split(";");
    const primary = tag.trim().toLowerCase().split("-")[0];
    if (!isLocale(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: primary, q };
  }
  return best?.locale ?? null;
}

/** The cookie's choice first, else the browser's languages, else English. */
export function preSessionLanguage(cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined) {
  return chosenAdminLanguage(cookieHeader) ?? acceptedLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}

/** The Set-Cookie value (or `document.cookie` line) remembering a choice. */
export function adminLanguageCookie(locale: Locale): string {
  return `${ADMIN_LANGUAGE_COOKIE}=${locale}; Path=/admin; Max-Age=${ADMIN_LANGUAGE_MAX_AGE}; SameSite=Lax`;
}
