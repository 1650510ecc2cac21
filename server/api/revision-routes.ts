import { type Context, Hono } from "hono";
import { notFound } from "../http/errors.ts";
import type { Services } from "../services.ts";
import type { ItemAddress } from "./item-address.ts";
import { readJson } from "./json-body.ts";
import { numberParam } from "./params.ts";
import type { ApiEnv } from "./staff-access.ts";

const REVISION_NOT_FOUND = "Revision not found";

/**
 * /api/{kind}/:id/revisions for news, publications, every collection and page
 * copy (/api/pages/<key>/revisions?locale=), every kind with a revision source
 * (docs/product.md, "Revisions and edit conflicts"): the item's history newest
 * first, one revision's snapshot, and a restore, which saves the snapshot as an
 * ordinary save would (a new revision, and an entry in the audit log naming the
 * revision restored).
 */
export function revisionRoutes(services: Services, kind: string, address: ItemAddress) {
  const routes = new Hono<ApiEnv>();
  const { revisions } = services;
  const at = `/${address.param}/revisions`;
  const stored = async (c: Context) => (await address.id(c)) ?? Promise.reject(notFound(address.missing));

  routes.get(at, async (c) => {
    const id = await address.id(c);
    return c.json({ items: id === undefined ? [] : await revisions.list(kind, id, c.var.viewer) });
  });

  routes.get(`${at}/:rev`, async (c) => {
    const id = await stored(c);
    return c.json(await revisions.get(kind, id, numberParam(c, "rev", REVISION_NOT_FOUND), c.var.viewer));
  });

  routes.post(`${at}/:rev/restore`, async (c) => {
    const id = await stored(c);
    const revision = numberParam(c, "rev", REVISION_NOT_FOUND);
    // The body is optional: `{ "version": n }` refuses the restore (409) when someone saved since.
    const body = c.req.header("content-type") ? await readJson(c) : {};
    const item = await revisions.restore(kind, id, revision, body, c.var.viewer);
    const locale = address.locale?.(c);
    c.set("auditNote", {
      ...(address.label?.(item) && { label: address.label(item) }),
      detail: { revision, ...(locale && { locale }) },
    });
    return c.json(item);
  });

  return routes;
}
