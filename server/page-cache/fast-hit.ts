import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { forwardedClient } from "../http/forwarded-for.ts";
import { incomingRequestId } from "../http/request-log.ts";
import type { Logger } from "../logger.ts";
import type { CachedRenderer } from "./cached-render.ts";

/** Paths simple enough that the raw request path equals the URL parser's pathname. */
const PLAIN_PATH = /^\/[A-Za-z0-9_\-/]*(\.data)?$/;

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** The metrics' bounded label of a page: its first path segment (as for every page the app answers). */
function pageRouteLabel(pathname: string): string {
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length === 0) return "/";
  return segments.length === 1 ? `/${segments[0]}` : `/${segments[0]}/:rest`;
}

/**
 * Answers cached pages straight from node:http, before the request becomes a
 * web Request and passes through the app's middleware: a hit costs a key
 * lookup, one header object and one write. It writes the same headers and the
 * same log line as the full path; everything else (misses, the API, files,
 * anything unusual) goes to `next` untouched.
 */
export function fastCachedPages(
  pages: CachedRenderer,
  next: Listener,
  options: {
    logger: Logger;
    /** how many proxies in front are trusted (TRUST_PROXY), as for the app's request log */
    trustProxy: number;
    /** records the request in the metrics, as the app's middleware does for every other request */
    observe?: (route: string, method: string, status: number, seconds: number) => void;
  },
): Listener {
  const { logger, trustProxy, observe } = options;
  return (req, res) => {
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    const pathname = q === -1 ? url : url.slice(0, q);
    const method = req.method ?? "GET";
    if ((method !== "GET" && method !== "HEAD") || !PLAIN_PATH.test(pathname) || pathname.includes("//")) {
      next(req, res);
      return;
    }
    const h = req.headers;
    const started = performance.now();
    const answer = pages.hit({
      method,
      pathname,
      search: q === -1 ? "" : url.slice(q),
      authorized: h.authorization !== undefined,
      saveData: h["save-data"] as string | undefined,
      cookie: h.cookie,
      acceptLanguage: h["accept-language"],
      ifNoneMatch: h["if-none-match"],
      acceptEncoding: h["accept-encoding"],
    });
    if (!answer) {
      next(req, res);
      return;
    }
    const requestId = incomingRequestId(h["x-request-id"]) ?? randomUUID();
    answer.headers["X-Request-Id"] = requestId;
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body ?? undefined);
    const ms = performance.now() - started;
    observe?.(pageRouteLabel(pathname), method, answer.status, ms / 1000);
    const forwarded = forwardedClient(h["x-forwarded-for"] as string | undefined, trustProxy);
    logger.info(
      {
        reqId: requestId,
        method,
        path: pathname,
        status: answer.status,
        ms: Math.round(ms * 10) / 10,
        ip: forwarded || req.socket.remoteAddress || "unknown",
      },
      "request",
    );
  };
}
