import type { Context } from "hono";
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE } from "../../shared/language-choice.ts";
import { isLocale } from "../../shared/locales.ts";
import { sameSitePath } from "../../shared/return-address.ts";

/**
 * `GET /language?to=en|sw&return=<path>`: the visitor's choice of language, kept
 * for a year in the `lang` cookie, then 303 back to `return` (a path on this site
 * only). The Kiswahili offer's two links use it, so they work without JavaScript
 * (docs/decisions/0067), and so does the header's and footer's switch (decision 0076).
 * Any other `to` is a 400.
 */
export function languageSwitch(https: boolean) {
  return (c: Context) => {
    const to = c.req.query("to");
    if (!isLocale(to)) {
      return c.json({ error: "Choose to=en for English or to=sw for Kiswahili." }, 400);
    }
    const secure = https ? "; Secure" : "";
    c.header("Set-Cookie", `${LANG_COOKIE}=${to}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax${secure}`);
    c.header("Cache-Control", "no-store");
    return c.redirect(sameSitePath(c.req.query("return")), 303);
  };
}
