import { createMiddleware } from "hono/factory";
import { COLLECTION_NAMES } from "../../shared/collections/index.ts";

const CONTENT = new RegExp(`^/api/(news|publications|settings|choices|${COLLECTION_NAMES.join("|")})(/|$)`);
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Calls `onChange` after every successful write to news, publications, settings, choices or a collection. */
export function invalidateOnWrite(onChange: () => void) {
  return createMiddleware(async (c, next) => {
    await next();
    if (WRITES.has(c.req.method) && c.res.status < 400 && CONTENT.test(c.req.path)) onChange();
  });
}
