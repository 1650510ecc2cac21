import { createMiddleware } from "hono/factory";

const CONTENT = /^\/api\/(news|publications|settings)(\/|$)/;
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Calls `onChange` after every successful write to news, publications or settings. */
export function invalidateOnWrite(onChange: () => void) {
  return createMiddleware(async (c, next) => {
    await next();
    if (WRITES.has(c.req.method) && c.res.status < 400 && CONTENT.test(c.req.path)) onChange();
  });
}
