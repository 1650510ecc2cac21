import { sameSitePath } from "./return-address.ts";

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

/** The link that turns lite on (`true`) or off (`false`) and comes back to `returnTo`. */
export function liteSwitchHref(on: boolean, returnTo: string): string {
  return `/lite?on=${on ? "1" : "0"}&return=${encodeURIComponent(sameSitePath(returnTo))}`;
}
