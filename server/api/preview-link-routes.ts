import { type Context, Hono } from "hono";
import { localizedPath } from "../../shared/locales.ts";
import { notFound } from "../http/errors.ts";
import type { Services } from "../services.ts";
import type { ItemAddress } from "./item-address.ts";
import { readJson } from "./json-body.ts";
import { numberParam } from "./params.ts";
import type { ApiEnv } from "./staff-access.ts";

const LINK_NOT_FOUND = "Preview link not found";

/**
 * /api/{kind}/:id/preview-links for every kind with a revision source, page copy
 * included (/api/pages/<key>/preview-links?locale=; docs/product.md, "Preview
 * links"): make one (201 with its address, shown once), list them, end one at once.
 */
export function previewLinkRoutes(services: Services, kind: string, address: ItemAddress) {
  const routes = new Hono<ApiEnv>();
  const { previewLinks } = services;
  const at = `/${address.param}/preview-links`;
  const stored = async (c: Context) => (await address.id(c)) ?? Promise.reject(notFound(address.missing));

  routes.post(at, async (c) => {
    const id = await stored(c);
    const body = c.req.header("content-type") ? await readJson(c) : {};
    const link = await previewLinks.create(kind, id, body, c.var.viewer);
    const locale = address.locale?.(c);
    if (!locale) return c.json(link, 201);
    // A Kiswahili page's link opens the Kiswahili page.
    const url = new URL(link.url);
    url.pathname = localizedPath(url.pathname, locale);
    return c.json({ ...link, url: url.toString() }, 201);
  });

  routes.get(at, async (c) => {
    const id = await address.id(c);
    return c.json({ items: id === undefined ? [] : await previewLinks.list(kind, id, c.var.viewer) });
  });

  routes.delete(`${at}/:linkId`, async (c) => {
    const id = await stored(c);
    await previewLinks.end(kind, id, numberParam(c, "linkId", LINK_NOT_FOUND), c.var.viewer);
    return c.body(null, 204);
  });

  return routes;
}
