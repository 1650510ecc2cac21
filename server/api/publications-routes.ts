import { Hono } from "hono";
import { invariant, notFound } from "../http/errors.ts";
import type { Services } from "../services.ts";
import { readJson } from "./json-body.ts";
import { localeQuery, localizedItem, localizedPage } from "./locale-query.ts";
import { idParam, listQuery } from "./params.ts";
import type { ApiEnv } from "./staff-access.ts";

const NOT_FOUND = "Publication not found";

/** /api/publications: thin handlers; authorisation is the group's (staff-access.ts). */
export function publicationsRoutes(services: Services) {
  const publications = new Hono<ApiEnv>();

  publications.get("/", async (c) => {
    const locale = localeQuery(c);
    const { limit, offset, q, status, missing } = listQuery(c);
    const page = await services.publications.list(c.var.viewer, { limit, offset, q, status, missing });
    return c.json(await localizedPage(services, "publications", page, locale));
  });

  publications.get("/:id", async (c) => {
    const locale = localeQuery(c);
    const item = await services.publications.getById(c.var.viewer, idParam(c, NOT_FOUND));
    invariant(item, notFound(NOT_FOUND));
    return c.json(await localizedItem(services, "publications", item, locale));
  });

  /** The page images' render state (staff see it beside the PDF): null before any render. */
  publications.get("/:id/pages", async (c) => {
    const id = idParam(c, NOT_FOUND);
    const item = await services.publications.getById(c.var.viewer, id);
    invariant(item, notFound(NOT_FOUND));
    return c.json({ render: await services.pageRenders.state(id) });
  });

  publications.post("/", async (c) => {
    const item = await services.publications.create(await readJson(c), c.var.viewer);
    c.header("Location", `/api/publications/${item.id}`);
    return c.json(item, 201);
  });

  publications.put("/:id", async (c) => {
    const id = idParam(c, NOT_FOUND);
    return c.json(await services.publications.update(id, await readJson(c), c.var.viewer));
  });

  publications.delete("/:id", async (c) => {
    await services.publications.remove(idParam(c, NOT_FOUND), c.var.viewer);
    return c.body(null, 204);
  });

  return publications;
}
