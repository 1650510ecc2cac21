import { type Context, Hono } from "hono";
import { sameSignature } from "../forms/site-secret.ts";
import { notFound } from "../http/errors.ts";
import { readLimitedBody } from "../http/limited-body.ts";
import { clientIp } from "../http/request-log.ts";
import type { NonceEnv } from "../http/security-headers.ts";
import type { Services } from "../services.ts";
import { c2bSchema } from "./callback-schemas.ts";

/** What Daraja expects back from every callback and confirmation. */
export const ACCEPTED = { ResultCode: 0, ResultDesc: "Accepted" } as const;
/** A callback is a few hundred bytes; anything far larger is not from Daraja. */
const HOOK_BODY_LIMIT = 64 * 1024;

/**
 * Daraja's callbacks, under a long random path segment kept server-side:
 * `/hooks/mpesa/<secret>` (STK push results) and `/hooks/paybill/<secret>/confirmation`
 * and `/validation` (paybill payments; Daraja refuses C2B URLs that contain
 * "mpesa"). Any other path is 404 and changes nothing. Each callback is
 * acknowledged with `{"ResultCode":0,"ResultDesc":"Accepted"}`; the optional
 * MPESA_CALLBACK_IPS allow-list reads the client address by the TRUST_PROXY rule.
 */
export function hookRoutes(services: Services) {
  const { config, donations, logger } = services;
  const hooks = new Hono<NonceEnv>();

  /** The path's secret and the caller's address: a 404 or 403 answer, or null to go on. */
  const refusal = (c: Context<NonceEnv>): Response | null => {
    if (!config.mpesa || !sameSignature(c.req.param("secret") ?? "", donations.callbackSecret)) throw notFound();
    const allowed = config.mpesa.callbackIps;
    const ip = clientIp(c, config.trustProxy);
    if (allowed.length === 0 || allowed.includes(ip)) return null;
    logger.warn({ ip }, "an M-Pesa callback from an address not on MPESA_CALLBACK_IPS was refused");
    return c.json({ ResultCode: 1, ResultDesc: "Rejected" }, 403);
  };

  /** The body as JSON (null when it is not JSON); over the limit, declared or chunked, a 413 on every path. */
  const body = async (request: Request): Promise<unknown> => {
    const bytes = await readLimitedBody(request, HOOK_BODY_LIMIT, "The callback is too large.");
    try {
      return JSON.parse(bytes.toString("utf8"));
    } catch {
      return null;
    }
  };

  hooks.post("/mpesa/:secret", async (c) => {
    const refused = refusal(c);
    if (refused) return refused;
    await donations.stkCallback(await body(c.req.raw));
    return c.json(ACCEPTED);
  });
  hooks.post("/paybill/:secret/confirmation", async (c) => {
    const refused = refusal(c);
    if (refused) return refused;
    await donations.c2bConfirmation(await body(c.req.raw));
    return c.json(ACCEPTED);
  });
  // Validation (when Safaricom has switched it on) accepts every payment its schema reads:
  // a strange amount alone is rejected with Daraja's "invalid amount" code, anything else "other".
  hooks.post("/paybill/:secret/validation", async (c) => {
    const refused = refusal(c);
    if (refused) return refused;
    const parsed = c2bSchema.safeParse(await body(c.req.raw));
    if (parsed.success) return c.json(ACCEPTED);
    const amount = parsed.error.issues.every((issue) => issue.path[0] === "TransAmount");
    return c.json({ ResultCode: amount ? "C2B00013" : "C2B00016", ResultDesc: "Rejected" });
  });
  hooks.all("*", () => {
    throw notFound();
  });
  return hooks;
}
