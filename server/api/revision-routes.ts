import { Hono } from "hono";
import type { Services } from "../services.ts";
import { readJson } from "./json-body.ts";
import { idParam, numberParam } from "./params.ts";
import type { ApiEnv } from "./staff-access.ts";

const REVISION_NOT_FOUND = "Revision not found";

/**
 * /api/{kind}/:id/revisions for news, publications, every collection and any
 * other kind with a revision source (docs/product.md, "Revisions and edit
 * conflicts"): the item's history newest first, one revision's snapshot, and a
 * restore, which saves the snapshot as an ordinary save would (a new revision,
 * and an entry in the audit log naming the revision restored).
 */
export function revisionRoutes(services: Services, kind: string, itemNotFound: string) {
  const routes = new Hono<ApiEnv>();
  const { revisions } = services;

  routes.get("/:id/revisions", async (c) =>
    c.json({ items: await revisions.list(kind, idParam(c, itemNotFound), c.var.viewer) }),
  );

  routes.get("/:id/revisions/:rev", async (c) => {
    const id = idParam(c, itemNotFound);
    return c.json(await revisions.get(kind, id, numberParam(c, "rev", REVISION_NOT_FOUND), c.var.viewer));
  });

  routes.post("/:id/revisions/:rev/restore", async (c) => {
    const id = idParam(c, itemNotFound);
    const revision = numberParam(c, "rev", REVISION_NOT_FOUND);
    // The body is optional: `{ "version": n }` refuses the restore (409) when someone saved since.
    const body = c.req.header("content-type") ? await readJson(c) : {};
    const item = await revisions.restore(kind, id, revision, body, c.var.viewer);
    c.set("auditNote", { detail: { revision } });
    return c.json(item);
  });

  return routes;
}
