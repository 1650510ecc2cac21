import { Hono } from "hono";
import { invariant, notFound } from "../http/errors.ts";
import type { Services } from "../services.ts";
import { readJson } from "./json-body.ts";
import { localeQuery, localizedItem, localizedPage } from "./locale-query.ts";
import { idParam, listQuery } from "./params.ts";
import type { ApiEnv } from "./staff-access.ts";

const NOT_FOUND = "News item not found";

/** /api/news: thin handlers (parse → service → shape); authorisation is the group's (staff-access.ts). */
export function newsRoutes(services: Services) {
  const news = new Hono<ApiEnv>();

  news.get("/", async (c) => {
    const locale = localeQuery(c);
    return c.json(await localizedPage(services, "news", await services.news.list(c.var.viewer, listQuery(c)), locale));
  });

  news.get("/slug/:slug", async (c) => {
    const found = await services.news.getBySlug(c.var.viewer, c.req.param("slug"));
    invariant(found, notFound(NOT_FOUND));
    const { movedFrom } = found;
    const item = await localizedItem(services, "news", found.item, localeQuery(c));
    // An old slug answers the item as it is now, says which old slug matched, and where the item lives now.
    if (movedFrom) c.header("Content-Location", `/api/news/slug/${encodeURIComponent(item.slug)}`);
    return c.json(movedFrom ? { ...item, moved_from: movedFrom } : item);
  });

  news.get("/:id", async (c) => {
    const locale = localeQuery(c);
    const item = await services.news.getById(c.var.viewer, idParam(c, NOT_FOUND));
    invariant(item, notFound(NOT_FOUND));
    return c.json(await localizedItem(services, "news", item, locale));
  });

  news.post("/", async (c) => {
    const item = await services.news.create(await readJson(c), c.var.viewer);
    c.header("Location", `/api/news/${item.id}`);
    return c.json(item, 201);
  });

  news.put("/:id", async (c) => {
    const id = idParam(c, NOT_FOUND);
    return c.json(await services.news.update(id, await readJson(c), c.var.viewer));
  });

  news.delete("/:id", async (c) => {
    await services.news.remove(idParam(c, NOT_FOUND), c.var.viewer);
    return c.body(null, 204);
  });

  return news;
}
