import { createHash } from "node:crypto";
import { createMiddleware } from "hono/factory";
import type { IdempotencyKeys } from "../forms/idempotency-keys.ts";
import { FORM_BODY_LIMIT } from "../http/body-limits.ts";
import { readLimitedBody } from "../http/limited-body.ts";

const KEY = /^[\x21-\x7e]{1,255}$/;
const TOO_LARGE = "The request is too large. A CV can be a PDF of at most 5 MB.";

/**
 * The route and body a key stands for. A multipart body is compared without its
 * boundary, which a browser draws afresh each time it sends the same form.
 */
function fingerprint(path: string, contentType: string, body: Buffer): string {
  const boundary = /^multipart\/form-data\b.*;\s*boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  const hash = createHash("sha256").update(`${path}\n${contentType.replace(/;.*$/, "").toLowerCase()}\n`);
  if (boundary) {
    const parts = body.toString("latin1").split(boundary);
    for (const part of parts) hash.update(Buffer.from(part, "latin1")).update("\0");
  } else {
    hash.update(body);
  }
  return hash.digest("hex");
}

/**
 * `Idempotency-Key` on a public form's POST (docs/product.md, "Reading offline"):
 * a browser that kept a form while offline may send it more than once. The first
 * request with a key runs; its answer (any status below 500) is stored for a day
 * and every later request with the same key and the same body gets that answer
 * again (`Idempotent-Replayed: true`) without storing anything. The same key with
 * another body is refused (422); a request whose twin is still running gets 409.
 * Without the header the route runs as always.
 */
export function idempotent(keys: IdempotencyKeys) {
  return createMiddleware(async (c, next) => {
    const key = c.req.header("idempotency-key");
    if (key === undefined) return next();
    if (!KEY.test(key)) {
      return c.json({ error: "The Idempotency-Key header must be 1 to 255 visible ASCII characters." }, 400);
    }
    const body = await readLimitedBody(c.req.raw, FORM_BODY_LIMIT, TOO_LARGE);
    c.req.raw = new Request(c.req.raw, { body: new Uint8Array(body) });
    const claim = await keys.claim(key, fingerprint(c.req.path, c.req.header("content-type") ?? "", body));
    if (claim.kind === "mismatch") {
      return c.json(
        { error: "This Idempotency-Key was already used for a different request. Send a new request with a new key." },
        422,
      );
    }
    if (claim.kind === "in-progress") {
      c.header("Retry-After", "2");
      return c.json({ error: "A request with this Idempotency-Key is still being handled. Try again shortly." }, 409);
    }
    if (claim.kind === "answered") {
      return c.body(claim.answer, claim.status as 200, {
        "Content-Type": "application/json; charset=utf-8",
        "Idempotent-Replayed": "true",
      });
    }
    try {
      await next();
    } catch (error) {
      await keys.release(key);
      throw error;
    }
    if (c.res.status >= 500) await keys.release(key);
    else await keys.answer(key, c.res.status, await c.res.clone().text());
  });
}
