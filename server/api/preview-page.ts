import { Hono } from "hono";
import { LITE_COOKIE } from "../../shared/lite.ts";
import { type Locale, localizedPath } from "../../shared/locales.ts";
import { PUBLIC_VIEWER } from "../auth/viewer.ts";
import type { NonceEnv } from "../http/security-headers.ts";
import type { RenderPage } from "../page-cache/render-page.ts";
import { withPreviewBanner } from "../preview-links/preview-banner.ts";
import { PREVIEW_WORDS } from "../preview-links/preview-words.ts";
import { withPreviewGrant } from "../publishing/preview-grant.ts";
import type { Services } from "../services.ts";

/** Never indexed, never kept by a browser's or a shared cache. */
const PRIVATE = { "X-Robots-Tag": "noindex", "Cache-Control": "private, no-store" };

/**
 * The preview is the page's lite version (no script at all): its address is not
 * the page's own, so the browser's router could not take the page over from it.
 */
function asLite(headers: Headers): Headers {
  const copy = new Headers(headers);
  const others = (headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part !== "" && !part.startsWith(`${LITE_COOKIE}=`));
  copy.set("cookie", [...others, `${LITE_COOKIE}=1`].join("; "));
  return copy;
}

/**
 * /preview/{token} and /sw/preview/{token} (docs/product.md, "Preview links"):
 * the item's public page as it will look, for anyone holding the link, without
 * signing in. The token is resolved, then the kind's own public page is rendered
 * for that one item under a grant the visibility layer honours (one mechanism
 * for every kind), never through the page cache, with a banner in the page's
 * language. An unknown, tampered, expired or ended link is 404; once the item is
 * live, the link sends the visitor to its public page.
 */
export function previewPage(services: Services, render: RenderPage | undefined) {
  const routes = new Hono<NonceEnv>();
  const { previewLinks, revisionSources } = services;

  const open = (locale: Locale) =>
    routes.get(`${locale === "sw" ? "/sw" : ""}/preview/:token`, async (c) => {
      const words = PREVIEW_WORDS[locale];
      const gone = () => c.text(words.gone, 404, PRIVATE);
      const target = await previewLinks.resolve(c.req.param("token"));
      const source = target && revisionSources[target.kind];
      if (!target || !source) return gone();
      const live = await source.find(PUBLIC_VIEWER, target.id);
      if (live) return c.redirect(localizedPath(source.address(live as Record<string, unknown>), locale), 302);
      const item = await withPreviewGrant(target, () => source.find(PUBLIC_VIEWER, target.id));
      if (!item || !render) return gone();
      const address = localizedPath(source.address(item as Record<string, unknown>), locale);
      const request = new Request(new URL(address, c.req.url), { headers: asLite(c.req.raw.headers) });
      const page = await withPreviewGrant(target, () => render(request, c.get("nonce")));
      const headers = new Headers(page.headers);
      for (const [name, value] of Object.entries(PRIVATE)) headers.set(name, value);
      for (const name of ["etag", "last-modified", "content-length", "content-encoding"]) headers.delete(name);
      if (!/text\/html/.test(headers.get("content-type") ?? ""))
        return new Response(page.body, { status: page.status, headers });
      const html = withPreviewBanner(await page.text(), words.banner);
      return new Response(html, { status: page.status, headers });
    });

  open("en");
  open("sw");
  return routes;
}
