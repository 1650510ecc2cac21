import { Hono } from "hono";
import { CHOICE_LISTS, type ChoiceList, isChoiceList } from "../../shared/choices.ts";
import { notFound } from "../http/errors.ts";
import type { Services } from "../services.ts";
import { readJson } from "./json-body.ts";
import type { ApiEnv } from "./staff-access.ts";

function knownList(list: string): ChoiceList {
  if (!isChoiceList(list)) throw notFound(`Unknown list "${list}". The lists are ${CHOICE_LISTS.join(" and ")}.`);
  return list;
}

const nameOf = (body: unknown) =>
  typeof body === "object" && body !== null && !Array.isArray(body) ? (body as { name?: unknown }).name : undefined;

/**
 * /api/choices/{list}: GET answers `{ items: [{ id, name, uses }] }`; POST `{ name }` adds,
 * PATCH /{id} `{ name }` renames (onto another entry: merges), DELETE /{id} removes an unused entry.
 */
export function choicesRoutes(services: Services) {
  const choices = new Hono<ApiEnv>();
  choices.get("/:list", async (c) => c.json({ items: await services.choices.list(knownList(c.req.param("list"))) }));
  choices.post("/:list", async (c) => {
    const list = knownList(c.req.param("list"));
    const body = await readJson(c, 4 * 1024);
    return c.json(await services.choices.add(c.var.viewer, list, nameOf(body)), 201);
  });
  choices.patch("/:list/:id", async (c) => {
    const list = knownList(c.req.param("list"));
    const body = await readJson(c, 4 * 1024);
    return c.json(await services.choices.rename(c.var.viewer, list, Number(c.req.param("id")), nameOf(body)));
  });
  choices.delete("/:list/:id", async (c) => {
    await services.choices.remove(c.var.viewer, knownList(c.req.param("list")), Number(c.req.param("id")));
    return c.body(null, 204);
  });
  return choices;
}
