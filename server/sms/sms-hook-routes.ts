import { Hono } from "hono";
import { sameSignature } from "../forms/site-secret.ts";
import { notFound } from "../http/errors.ts";
import { readLimitedBody } from "../http/limited-body.ts";
import type { NonceEnv } from "../http/security-headers.ts";
import type { Services } from "../services.ts";

/** A callback is a few hundred bytes; anything far larger is not from the gateway. */
const HOOK_BODY_LIMIT = 16 * 1024;

/**
 * Africa's Talking's callbacks, under a long random path segment kept in the
 * database: `/hooks/sms/<secret>/delivery` (delivery reports), `/incoming`
 * (texts sent to the site's number: STOP, START…) and `/optout` (numbers that
 * blocked the sender ID). Form-encoded, as the gateway posts them. Each is
 * acknowledged with 200 whatever it says (an unknown id or a repeat changes
 * nothing); a wrong secret, or SMS off, is 404.
 */
export function smsHookRoutes(services: Services) {
  const { sms } = services;
  const hooks = new Hono<NonceEnv>();
  const handlers = { delivery: sms.deliveryReport, incoming: sms.incoming, optout: sms.optOut } as const;
  hooks.post("/:secret/:kind", async (c) => {
    const handle = handlers[c.req.param("kind") as keyof typeof handlers];
    if (!sms.enabled || !handle || !sameSignature(c.req.param("secret"), sms.callbackSecret)) throw notFound();
    const raw = (await readLimitedBody(c.req.raw, HOOK_BODY_LIMIT, "too large")).toString("utf8");
    await handle(Object.fromEntries(new URLSearchParams(raw)));
    return c.text("OK");
  });
  hooks.all("*", () => {
    throw notFound();
  });
  return hooks;
}
