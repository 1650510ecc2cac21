/**
 * Lite mode (docs/product.md, "Lite mode"): pages without any script, with
 * system fonts and the smallest images. It is on when the browser sends
 * `Save-Data: on`, or when the visitor chose it with the `lite` cookie
 * (`/lite?on=1`); the cookie `lite=0` turns it off again even with Save-Data.
 */
export const LITE_COOKIE = "lite";

/** A year: the choice outlives a visit. */
export const LITE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The visitor's `lite` cookie: true (on), false (off) or null (not chosen). */
export function liteChoice(cookieHeader: string | null | undefined): boolean | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== LITE_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (value === "1") return true;
    if (value === "0") return false;
  }
  return null;
}

/** Whether a request gets the lite page: the visitor's choice first, else the browser's Save-Data. */
export function isLite(saveData: string | null | undefined, cookieHeader: string | null | undefined): boolean {
  return liteChoice(cookieHeader) ?? saveData?.trim().toLowerCase() === "on";
}

/** A backslash (read as `/` by browsers), whitespace or a control character. */
const unsafe = (char: string) =>
  char === "\\" || /\s/.test(char) || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f;

/**
 * Where `/lite` may send the visitor back to: a path on this site only. Anything
 * else (another origin, `//host`, a backslash trick, a control character) is `/`.
 */
export function sameSitePath(value: string | null | undefined): string {
  if (!value?.startsWith("/") || value.startsWith("//") || [...value].some(unsafe)) return "/";
  const url = new URL(value, "http://site.invalid");
  if (url.origin !== "http://site.invalid") return "/";
  return url.pathname + url.search + url.hash;
}

/** The link that turns lite on (`true`) or off (`false`) and comes back to `returnTo`. */
export function liteSwitchHref(on: boolean, returnTo: string): string {
  return `/lite?on=${on ? "1" : "0"}&return=${encodeURIComponent(sameSitePath(returnTo))}`;
}
