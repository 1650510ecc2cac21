import { Hono } from "hono";
import { badRequest } from "../http/errors.ts";
import type { Services } from "../services.ts";
import type { ApiEnv } from "./staff-access.ts";

/** A whole number of 1 or more from the query string, or a 400 naming it. */
function positive(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined || raw === "") return undefined;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) {
    const message = `${name} must be a whole number of 1 or more`;
    throw badRequest(message, { [name]: message });
  }
  return Number(raw);
}

/** GET /api/search?q=&type=&locale=&page=&limit= → { items, total, counts } (staff also find drafts). */
export function searchRoutes(services: Services) {
  const search = new Hono<ApiEnv>();
  search.get("/", async (c) => {
    const query = c.req.query();
    const result = await services.search.search(c.var.viewer, {
      q: query.q ?? "",
      type: query.type,
      locale: query.locale,
      page: positive(query.page, "page"),
      limit: positive(query.limit, "limit"),
    });
    return c.json(result);
  });
  return search;
}
