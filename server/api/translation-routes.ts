import { Hono } from "hono";
import type { ContentKind } from "../../shared/translation-schema.ts";
import type { Services } from "../services.ts";
import { itemNotFound } from "../translations/translations-service.ts";
import { readJson } from "./json-body.ts";
import { idParam } from "./params.ts";
import type { ApiEnv } from "./staff-access.ts";

/**
 * /api/{kind}/:id/translations/:locale for news, publications and every
 * collection alike (docs/product.md, "Translated content"): GET reads the stored
 * version, PUT sets it, DELETE removes it. The audit log and the page cache
 * follow these writes like any other under /api/{kind}.
 */
export function translationRoutes(services: Services, kind: ContentKind) {
  const routes = new Hono<ApiEnv>();
  const NOT_FOUND = itemNotFound(kind);
  const { translations } = services;

  routes.get("/:id/translations/:locale", async (c) =>
    c.json(await translations.get(kind, idParam(c, NOT_FOUND), c.req.param("locale"), c.var.viewer)),
  );

  routes.put("/:id/translations/:locale", async (c) => {
    const id = idParam(c, NOT_FOUND);
    return c.json(await translations.set(kind, id, c.req.param("locale"), await readJson(c), c.var.viewer));
  });

  routes.delete("/:id/translations/:locale", async (c) => {
    await translations.remove(kind, idParam(c, NOT_FOUND), c.req.param("locale"), c.var.viewer);
    return c.body(null, 204);
  });

  return routes;
}
