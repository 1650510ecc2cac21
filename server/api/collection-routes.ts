import { Hono } from "hono";
import { z } from "zod";
import { type CollectionName, collectionDefinition } from "../../shared/collections/index.ts";
import { collectionQuerySchema } from "../../shared/collections/list-query.ts";
import type { MoveTarget } from "../../shared/collections/move-target.ts";
import { invariant, notFound } from "../http/errors.ts";
import { validate } from "../http/validate.ts";
import type { Services } from "../services.ts";
import { readJson } from "./json-body.ts";
import { localeQuery, localizedItem, localizedPage } from "./locale-query.ts";
import { idParam } from "./params.ts";
import type { ApiEnv } from "./staff-access.ts";

const POSITION = "position must be a whole number, 0 (the first) or more";
const ONE_TARGET = 'Send one of "direction" (up or down), "position" (0 = first) or "to" (top or bottom)';

/** The body of a move: exactly one of a step, a position or an end. */
const moveSchema = z
  .object(
    {
      direction: z.enum(["up", "down"], { message: "direction must be up or down" }).optional(),
      position: z.number({ message: POSITION }).int(POSITION).min(0, POSITION).optional(),
      to: z.enum(["top", "bottom"], { message: "to must be top or bottom" }).optional(),
    },
    { message: "The request body must be a JSON object" },
  )
  .superRefine((body, ctx) => {
    const given = [body.direction, body.position, body.to].filter((value) => value !== undefined).length;
    if (given !== 1) ctx.addIssue({ code: "custom", path: [], message: ONE_TARGET });
  })
  .transform(({ direction, position, to }): MoveTarget => {
    if (direction) return { direction };
    if (to) return { to };
    return { position: position ?? 0 };
  });

/** /api/{collection}: the same thin handlers for every collection; its definition says what differs. */
export function collectionRoutes(services: Services, name: CollectionName) {
  const definition = collectionDefinition(name);
  const querySchema = collectionQuerySchema(definition);
  const NOT_FOUND = `${definition.singular} not found`;
  const routes = new Hono<ApiEnv>();
  const { collections } = services;

  routes.get("/", async (c) => {
    const locale = localeQuery(c);
    const page = await collections.list(name, c.var.viewer, validate(querySchema, c.req.query()));
    return c.json(await localizedPage(services, name, page, locale));
  });

  routes.get("/:id", async (c) => {
    const locale = localeQuery(c);
    const item = await collections.getById(name, c.var.viewer, idParam(c, NOT_FOUND));
    invariant(item, notFound(NOT_FOUND));
    return c.json(await localizedItem(services, name, item, locale));
  });

  routes.post("/", async (c) => {
    const item = await collections.create(name, await readJson(c), c.var.viewer);
    c.header("Location", `/api/${name}/${item.id}`);
    return c.json(item, 201);
  });

  routes.put("/:id", async (c) => {
    const id = idParam(c, NOT_FOUND);
    return c.json(await collections.update(name, id, await readJson(c), c.var.viewer));
  });

  routes.post("/:id/move", async (c) => {
    const id = idParam(c, NOT_FOUND);
    const target = validate(moveSchema, await readJson(c));
    const { item, placement } = await collections.move(name, id, target, c.var.viewer);
    c.set("auditNote", { detail: placement });
    return c.json(item);
  });

  routes.delete("/:id", async (c) => {
    await collections.remove(name, idParam(c, NOT_FOUND), c.var.viewer);
    return c.body(null, 204);
  });

  return routes;
}
