import type { RenderPage } from "../app.ts";
import { pickEncoding } from "../http/compression.ts";
import { contentSecurityPolicy } from "../http/security-headers.ts";
import type { CachedPage, PageCache } from "./page-cache.ts";

export type CachedRenderOptions = {
  /** null when RENDER_CACHE=false: pages are rendered every time */
  cache: PageCache | null;
  /** when the next scheduled item goes live (cached pages must not outlive it) */
  nextScheduledAt: () => Promise<Date | null>;
  https: boolean;
  now?: () => number;
};

/** Shared caches (CDN, proxy) may keep a public page this long; stale-while-revalidate briefly after. */
const SHARED_MAX_AGE = 60;
const STALE_WHILE_REVALIDATE = 30;

const NOT_CACHED = /^\/(admin|api|uploads)(\/|$)/;

function cacheKey(request: Request, url: URL): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (NOT_CACHED.test(url.pathname) || request.headers.has("authorization")) return null;
  const saveData = request.headers.get("save-data")?.toLowerCase() === "on" ? "1" : "0";
  return `${url.pathname}${url.search}|${saveData}`;
}

function publicCacheControl(secondsToNextSchedule: number): string {
  const sMaxAge = Math.max(0, Math.min(SHARED_MAX_AGE, secondsToNextSchedule));
  return `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${STALE_WHILE_REVALIDATE}`;
}

/**
 * Wraps the page renderer: anonymous GETs of public pages are answered from the
 * in-process PageCache (precompressed, with ETag and 304s) and marked cacheable
 * for shared caches for a short time that never crosses the next scheduled
 * publication. Admin, API and uploads are never cached here.
 */
export function cachedRenderer(render: RenderPage, options: CachedRenderOptions): RenderPage {
  const now = options.now ?? Date.now;
  let scheduleGeneration = -1;
  let scheduleAt: number | null = null;

  async function secondsToNextSchedule(): Promise<number> {
    const cache = options.cache;
    if (!cache || scheduleGeneration !== cache.generation) {
      const generation = cache?.generation ?? -1;
      const next = await options.nextScheduledAt();
      scheduleAt = next ? next.getTime() : null;
      scheduleGeneration = generation;
      cache?.expireAt(scheduleAt);
    }
    return scheduleAt === null ? Number.POSITIVE_INFINITY : Math.floor((scheduleAt - now()) / 1000);
  }

  function respond(entry: CachedPage, request: Request, secondsLeft: number): Response {
    const headers = new Headers({
      "Content-Type": entry.contentType,
      "Content-Security-Policy": contentSecurityPolicy(entry.nonce, options.https),
      "Cache-Control": publicCacheControl(secondsLeft),
      ETag: entry.etag,
      Vary: "Accept-Encoding, Save-Data",
    });
    if (request.headers.get("if-none-match") === entry.etag) return new Response(null, { status: 304, headers });
    const encoding = pickEncoding(request.headers.get("accept-encoding") ?? undefined);
    const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
    if (encoding) headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.length));
    return new Response(request.method === "HEAD" ? null : new Uint8Array(body), { status: entry.status, headers });
  }

  return async (request, nonce) => {
    const url = new URL(request.url);
    const key = cacheKey(request, url);
    if (key === null) return render(request, nonce);

    const cache = options.cache;
    const hit = cache?.get(key);
    if (hit) return respond(hit, request, await secondsToNextSchedule());

    const generation = cache?.generation ?? 0;
    // Render as GET so a HEAD request still fills the cache with the full page.
    const response = await render(request.method === "HEAD" ? new Request(request, { method: "GET" }) : request, nonce);
    const cacheControl = response.headers.get("cache-control") ?? "";
    if (response.status !== 200 || response.headers.has("set-cookie") || /no-store|private/.test(cacheControl)) {
      return response;
    }
    const secondsLeft = await secondsToNextSchedule();
    if (!cache) {
      const headers = new Headers(response.headers);
      headers.set("Cache-Control", publicCacheControl(secondsLeft));
      headers.append("Vary", "Save-Data");
      return new Response(request.method === "HEAD" ? null : response.body, { status: response.status, headers });
    }
    const identity = Buffer.from(await response.arrayBuffer());
    const entry = cache.set(key, generation, {
      status: response.status,
      contentType: response.headers.get("content-type") ?? "text/html; charset=utf-8",
      nonce,
      identity,
    });
    return respond(entry, request, secondsLeft);
  };
}
