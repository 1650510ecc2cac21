import { Hono } from "hono";
import { CHOICE_LISTS, type ChoiceList, isChoiceList } from "../../shared/choices.ts";
import { notFound } from "../http/errors.ts";
import type { Services } from "../services.ts";
import { readJson } from "./json-body.ts";
import { localeQuery } from "./locale-query.ts";
import type { ApiEnv } from "./staff-access.ts";

function knownList(list: string): ChoiceList {
  if (!isChoiceList(list)) throw notFound(`Unknown list "${list}". The lists are ${CHOICE_LISTS.join(" and ")}.`);
  return list;
}

/**
 * /api/choices/{list}: GET answers `{ items: [{ id, name, name_sw, uses }] }` (with
 * `?locale=sw` each entry named in Kiswahili where it has a name there, with `locale`
 * and `translations`, as other content); POST `{ name, name_sw? }` adds, PATCH /{id}
 * `{ name?, name_sw? }` renames (onto another entry: merges) and sets or removes the
 * Kiswahili name, DELETE /{id} removes an unused entry.
 */
export function choicesRoutes(services: Services) {
  const choices = new Hono<ApiEnv>();
  choices.get("/:list", async (c) => {
    const list = knownList(c.req.param("list"));
    const locale = localeQuery(c);
    return c.json({ items: locale ? await services.choices.listIn(list, locale) : await services.choices.list(list) });
  });
  choices.post("/:list", async (c) => {
    const list = knownList(c.req.param("list"));
    const body = await readJson(c, 4 * 1024);
    return c.json(await services.choices.add(c.var.viewer, list, body), 201);
  });
  choices.patch("/:list/:id", async (c) => {
    const list = knownList(c.req.param("list"));
    const body = await readJson(c, 4 * 1024);
    return c.json(await services.choices.update(c.var.viewer, list, Number(c.req.param("id")), body));
  });
  choices.delete("/:list/:id", async (c) => {
    await services.choices.remove(c.var.viewer, knownList(c.req.param("list")), Number(c.req.param("id")));
    return c.body(null, 204);
  });
  return choices;
}
