import type { Context } from "hono";
import { LITE_COOKIE, LITE_COOKIE_MAX_AGE } from "../../shared/lite.ts";
import { sameSitePath } from "../../shared/return-address.ts";

/**
 * `GET /lite?on=1|0&return=<path>`: the visitor's choice of the lite or the full
 * site, kept for a year in the `lite` cookie, then 303 back to `return`, which
 * can only be a path on this site. Any `on` other than 0 or 1 is a 400.
 */
export function liteSwitch(https: boolean) {
  return (c: Context) => {
    const on = c.req.query("on");
    if (on !== "1" && on !== "0") {
      return c.json({ error: "Choose on=1 for the lite version or on=0 for the full version." }, 400);
    }
    const secure = https ? "; Secure" : "";
    c.header("Set-Cookie", `${LITE_COOKIE}=${on}; Path=/; Max-Age=${LITE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`);
    c.header("Cache-Control", "no-store");
    return c.redirect(sameSitePath(c.req.query("return")), 303);
  };
}
