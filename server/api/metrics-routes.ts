import { timingSafeEqual } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import type { NonceEnv } from "../http/security-headers.ts";
import type { Metrics } from "../metrics/metrics.ts";

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;
/**
 * Headers a proxy or a CDN adds: their mere presence, even empty, means the request did not
 * come from this machine (a second guard: the rule itself is TRUST_PROXY=0 on a loopback socket).
 */
const PROXY_HEADERS = [
  "forwarded",
  "via",
  "x-real-ip",
  "x-client-ip",
  "true-client-ip",
  "cf-connecting-ip",
  "fastly-client-ip",
  "x-cluster-client-ip",
];
const proxyHeader = (name: string) => PROXY_HEADERS.includes(name) || /^x-(original-)?forwarded(-|$)/.test(name);

/** A bounded route label: the API's route pattern, or for pages the first path segment. */
export function routeLabel(c: Context, status: number): string {
  // The handler's own pattern (middleware is registered for ALL methods; so is the page catch-all).
  const pattern = matchedRoutes(c).findLast((r) => r.method !== "ALL")?.path;
  if (pattern) return pattern;
  if (status === 404) return "not-found";
  const segments = c.req.path.split("/").filter(Boolean);
  if (segments.length === 0) return "/";
  return segments.length === 1 ? `/${segments[0]}` : `/${segments[0]}/:rest`;
}

/** Counts and times every request (registered first, so it sees the final status). */
export function measureRequests(metrics: Metrics) {
  return createMiddleware<NonceEnv>(async (c, next) => {
    const started = performance.now();
    await next();
    metrics.observe(routeLabel(c, c.res.status), c.req.method, c.res.status, (performance.now() - started) / 1000);
  });
}

function tokenMatches(given: string | undefined, token: string | undefined): boolean {
  if (!given || !token) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in the Prometheus text format: with `Authorization: Bearer METRICS_TOKEN`,
 * or without it only when the socket is loopback and TRUST_PROXY=0 (no proxy is declared:
 * behind a local nginx every visitor is loopback), and no proxy header came at all, not
 * even an empty one.
 */
export function metricsEndpoint(metrics: Metrics, token: string | undefined, trustProxy: number) {
  return async (c: Context<NonceEnv>) => {
    const bearer = c.req.header("authorization")?.replace(/^Bearer\s+/i, "");
    let remote = "";
    try {
      remote = getConnInfo(c).remote.address ?? "";
    } catch {
      remote = "";
    }
    const proxied = [...c.req.raw.headers.keys()].some(proxyHeader);
    const direct = trustProxy === 0 && !proxied && LOOPBACK.test(remote);
    if (!tokenMatches(bearer, token) && !direct) {
      return c.json({ error: "Metrics need the metrics token (Authorization: Bearer …)." }, 403);
    }
    return c.body(await metrics.registry.metrics(), 200, {
      "Content-Type": metrics.registry.contentType,
      "Cache-Control": "no-store",
    });
  };
}
