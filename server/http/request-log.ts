import { randomUUID } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Logger } from "../logger.ts";
import { forwardedClient } from "./forwarded-for.ts";
import type { NonceEnv } from "./security-headers.ts";

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The client's address: behind `trustProxy` proxies, the X-Forwarded-For entry
 * that many hops from the right (see forwarded-for.ts); otherwise the socket's.
 */
export function clientIp(c: Context, trustProxy: number): string {
  const forwarded = forwardedClient(c.req.header("x-forwarded-for"), trustProxy);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** The path as logged: the secret segment of M-Pesa's callback paths never reaches a log line. */
export function loggedPath(path: string): string {
  return path.replace(/^\/hooks\/([^/]+)\/[^/]+/, "/hooks/$1/[secret]");
}

/** A client-supplied request id, when it is a safe one to echo. */
export function incomingRequestId(value: string | string[] | undefined): string | undefined {
  return typeof value === "string" && REQUEST_ID.test(value) ? value : undefined;
}

/** One JSON log line per request, with a request id echoed as X-Request-Id. */
export function requestLog(logger: Logger, trustProxy: number) {
  return createMiddleware<NonceEnv>(async (c, next) => {
    const requestId = incomingRequestId(c.req.header("x-request-id")) ?? randomUUID();
    c.set("requestId", requestId);
    const started = performance.now();
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    const status = c.res.status;
    const entry = {
      reqId: requestId,
      method: c.req.method,
      path: loggedPath(c.req.path),
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ip: clientIp(c, trustProxy),
    };
    if (status >= 500) logger.error(entry, "request");
    else logger.info(entry, "request");
  });
}
