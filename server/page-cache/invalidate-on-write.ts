import { createMiddleware } from "hono/factory";

/** Content clears the cache on its own event (server/content/content-write.ts); settings and lists here. */
const CHANGES_PAGES = /^\/api\/(settings|choices)(\/|$)/;
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Calls `onChange` after every successful write to the settings or the managed lists. */
export function invalidateOnWrite(onChange: () => void) {
  return createMiddleware(async (c, next) => {
    await next();
    if (WRITES.has(c.req.method) && c.res.status < 400 && CHANGES_PAGES.test(c.req.path)) onChange();
  });
}
