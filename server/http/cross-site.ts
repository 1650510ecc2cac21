import { createMiddleware } from "hono/factory";
import { forbidden } from "./errors.ts";

/** Bodies a browser sends across sites without asking first (no CORS preflight). */
const SIMPLE_BODY = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\s*(;|$)/i;
const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The newsletter's one-click unsubscribe (RFC 8058) is exempt, by design: a mail
 * app or webmail POSTs `List-Unsubscribe=One-Click` there from wherever it runs,
 * often from another site's page. The signed token in its address is the whole
 * authority, and the worst a forged POST can do is what the token's holder
 * asked for: stop the newsletter to that one address.
 */
const EXEMPT = new Set(["/api/newsletter/one-click"]);

export const CROSS_SITE_MESSAGE = "Forms can only be sent from this site's own pages.";

/**
 * Refuses (403) a state-changing API call whose body a browser could have sent
 * from another site's page without asking: a form-encoded, multipart or plain
 * text body marked cross-site by `Sec-Fetch-Site` or carrying an `Origin` other
 * than this site's (or an allowed CORS origin). The pages' own forms are held to
 * the same rule by the page router. JSON bodies need a CORS preflight, which
 * only the allowed origins pass.
 */
export function sameSiteForms(options: { publicUrl: string; corsOrigins: readonly string[] }) {
  const publicOrigin = new URL(options.publicUrl).origin;
  return createMiddleware(async (c, next) => {
    if (READ_METHODS.has(c.req.method) || !SIMPLE_BODY.test(c.req.header("content-type") ?? "")) return next();
    if (EXEMPT.has(c.req.path)) return next();
    const origin = c.req.header("origin");
    const allowed =
      origin !== undefined &&
      (origin === publicOrigin || origin === new URL(c.req.url).origin || options.corsOrigins.includes(origin));
    const site = c.req.header("sec-fetch-site");
    if (site !== undefined && site !== "same-origin" && site !== "none" && !allowed) {
      throw forbidden(CROSS_SITE_MESSAGE);
    }
    if (origin !== undefined && !allowed) throw forbidden(CROSS_SITE_MESSAGE);
    return next();
  });
}
