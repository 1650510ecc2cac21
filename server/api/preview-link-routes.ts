import { Hono } from "hono";
import type { Services } from "../services.ts";
import { readJson } from "./json-body.ts";
import { idParam, numberParam } from "./params.ts";
import type { ApiEnv } from "./staff-access.ts";

const LINK_NOT_FOUND = "Preview link not found";

/**
 * /api/{kind}/:id/preview-links for every kind with a revision source
 * (docs/product.md, "Preview links"): make one (201 with its address, shown
 * once), list them, end one at once.
 */
export function previewLinkRoutes(services: Services, kind: string, itemNotFound: string) {
  const routes = new Hono<ApiEnv>();
  const { previewLinks } = services;

  routes.post("/:id/preview-links", async (c) => {
    const id = idParam(c, itemNotFound);
    const body = c.req.header("content-type") ? await readJson(c) : {};
    const link = await previewLinks.create(kind, id, body, c.var.viewer);
    return c.json(link, 201);
  });

  routes.get("/:id/preview-links", async (c) =>
    c.json({ items: await previewLinks.list(kind, idParam(c, itemNotFound), c.var.viewer) }),
  );

  routes.delete("/:id/preview-links/:linkId", async (c) => {
    const id = idParam(c, itemNotFound);
    await previewLinks.end(kind, id, numberParam(c, "linkId", LINK_NOT_FOUND), c.var.viewer);
    return c.body(null, 204);
  });

  return routes;
}
