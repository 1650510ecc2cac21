import { type Context, Hono } from "hono";
import { localizedPath } from "../../shared/locales.ts";
import { requirePermission } from "../auth/permissions.ts";
import { notFound } from "../http/errors.ts";
import type { Services } from "../services.ts";
import { readJson } from "./json-body.ts";
import { localeQuery } from "./locale-query.ts";
import { numberParam } from "./params.ts";
import type { ApiEnv } from "./staff-access.ts";

const REVISION_NOT_FOUND = "Revision not found";
const LINK_NOT_FOUND = "Preview link not found";
const NEVER_SAVED = "This page has not been saved in this language yet: save a change or a draft first.";

/**
 * /api/pages/<key>/revisions and /api/pages/<key>/preview-links, `?locale=en|sw`
 * (docs/product.md, "Revisions and edit conflicts", "Preview links"): a page in
 * one language is an item like any other, its stored row the item's id, so the
 * one revisions and preview-links machinery serves it. A page never saved in
 * that language has no history and nothing to preview.
 */
export function pageHistoryRoutes(services: Services) {
  const routes = new Hono<ApiEnv>();
  const { revisions, previewLinks, pages } = services;
  // A page's history is for those who may change its copy (Administrators and Editors).
  routes.use("/:key/*", async (c, next) => {
    requirePermission(c.var.viewer, "content");
    await next();
  });
  const locale = (c: Context) => localeQuery(c) ?? "en";
  const rowOf = async (c: Context, unsaved: () => never) =>
    (await pages.rowId(c.req.param("key") ?? "", locale(c))) ?? unsaved();

  routes.get("/:key/revisions", async (c) => {
    const id = await pages.rowId(c.req.param("key"), locale(c));
    return c.json({ items: id === undefined ? [] : await revisions.list("pages", id, c.var.viewer) });
  });

  routes.get("/:key/revisions/:rev", async (c) => {
    const id = await rowOf(c, () => {
      throw notFound(REVISION_NOT_FOUND);
    });
    return c.json(await revisions.get("pages", id, numberParam(c, "rev", REVISION_NOT_FOUND), c.var.viewer));
  });

  routes.post("/:key/revisions/:rev/restore", async (c) => {
    const id = await rowOf(c, () => {
      throw notFound(REVISION_NOT_FOUND);
    });
    const revision = numberParam(c, "rev", REVISION_NOT_FOUND);
    const body = c.req.header("content-type") ? await readJson(c) : {};
    const page = await revisions.restore("pages", id, revision, body, c.var.viewer);
    c.set("auditNote", { label: (page as { title?: string }).title, detail: { revision, locale: locale(c) } });
    return c.json(page);
  });

  routes.post("/:key/preview-links", async (c) => {
    const id = await rowOf(c, () => {
      throw notFound(NEVER_SAVED);
    });
    const body = c.req.header("content-type") ? await readJson(c) : {};
    const link = await previewLinks.create("pages", id, body, c.var.viewer);
    // A Kiswahili page's link opens the Kiswahili page.
    const url = new URL(link.url);
    url.pathname = localizedPath(url.pathname, locale(c));
    return c.json({ ...link, url: url.toString() }, 201);
  });

  routes.get("/:key/preview-links", async (c) => {
    const id = await pages.rowId(c.req.param("key"), locale(c));
    return c.json({ items: id === undefined ? [] : await previewLinks.list("pages", id, c.var.viewer) });
  });

  routes.delete("/:key/preview-links/:linkId", async (c) => {
    const id = await rowOf(c, () => {
      throw notFound(LINK_NOT_FOUND);
    });
    await previewLinks.end("pages", id, numberParam(c, "linkId", LINK_NOT_FOUND), c.var.viewer);
    return c.body(null, 204);
  });

  return routes;
}
