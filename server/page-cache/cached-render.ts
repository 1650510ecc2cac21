import { offersKiswahili } from "../../shared/language-choice.ts";
import { isLite } from "../../shared/lite.ts";
import { pageKey } from "./cache-key.ts";
import { type CachedAnswer, cachedAnswer, LITE_VARY, publicCacheControl } from "./cached-answer.ts";
import type { CachedPage, PageCache } from "./page-cache.ts";
import type { RenderPage } from "./render-page.ts";
import { inlineScriptHashes, withoutNonce } from "./script-hashes.ts";

export type CachedRenderOptions = {
  /** null when RENDER_CACHE=false: pages are rendered every time */
  cache: PageCache | null;
  /** when the next scheduled item goes live (cached pages must not outlive it) */
  nextScheduledAt: () => Promise<Date | null>;
  https: boolean;
  /** UPLOADS_PUBLIC_URL: cached pages' CSP allows that origin */
  uploadsPublicUrl?: string | undefined;
  now?: () => number;
};

/** What the fast path needs to know about a request (see ./fast-hit.ts). */
export type HitRequest = {
  method: string;
  pathname: string;
  search: string;
  authorized: boolean;
  saveData: string | null | undefined;
  cookie: string | null | undefined;
  /** the Accept-Language header (the Kiswahili offer's variant) */
  acceptLanguage?: string | null | undefined;
  ifNoneMatch: string | null | undefined;
  acceptEncoding: string | null | undefined;
};

export type CachedRenderer = {
  /** Answers every page request: from the cache, or by rendering (once for identical misses). */
  render: RenderPage;
  /** A cached answer when one is ready now, without rendering or awaiting anything; else null. */
  hit(request: HitRequest): CachedAnswer | null;
};

function toResponse(answer: CachedAnswer): Response {
  return new Response(answer.body ? new Uint8Array(answer.body) : null, {
    status: answer.status,
    headers: answer.headers,
  });
}

/**
 * Wraps the page renderer: anonymous GETs of public pages are answered from the
 * in-process PageCache (precompressed, with ETag and 304s), keyed by the page's
 * canonical address, and marked cacheable for shared caches for a short time
 * that never crosses the next scheduled publication. Concurrent misses for one
 * key share a single render. Admin, API and uploads are never cached here.
 */
export function cachedRenderer(render: RenderPage, options: CachedRenderOptions): CachedRenderer {
  const now = options.now ?? Date.now;
  const { cache } = options;
  const answerOptions = { https: options.https, uploadsPublicUrl: options.uploadsPublicUrl };
  let scheduleGeneration = -1;
  let scheduleAt: number | null = null;
  const inFlight = new Map<string, Promise<CachedPage | Response>>();

  const secondsLeft = () => (scheduleAt === null ? Number.POSITIVE_INFINITY : Math.floor((scheduleAt - now()) / 1000));

  async function secondsToNextSchedule(): Promise<number> {
    if (!cache || scheduleGeneration !== cache.generation) {
      const generation = cache?.generation ?? -1;
      const next = await options.nextScheduledAt();
      scheduleAt = next ? next.getTime() : null;
      scheduleGeneration = generation;
      cache?.expireAt(scheduleAt);
    }
    return secondsLeft();
  }

  const cacheable = (response: Response) =>
    response.status === 200 &&
    !response.headers.has("set-cookie") &&
    !/no-store|private/.test(response.headers.get("cache-control") ?? "");

  /** Renders the canonical page as GET (so a HEAD still fills the cache) and stores it; the response itself when not cacheable. */
  async function renderAndStore(
    cache: PageCache,
    key: string,
    request: Request,
    nonce: string,
  ): Promise<CachedPage | Response> {
    const generation = cache.generation;
    const response = await render(request, nonce);
    if (!cacheable(response)) return response;
    const html = withoutNonce(await response.text(), nonce);
    return cache.set(key, generation, {
      status: response.status,
      contentType: response.headers.get("content-type") ?? "text/html; charset=utf-8",
      cacheControl: response.headers.get("cache-control"),
      scriptHashes: inlineScriptHashes(html),
      identity: Buffer.from(html),
    });
  }

  const answerFor = (entry: CachedPage, request: Request, seconds: number) =>
    toResponse(
      cachedAnswer(
        entry,
        {
          method: request.method,
          ifNoneMatch: request.headers.get("if-none-match"),
          acceptEncoding: request.headers.get("accept-encoding"),
        },
        seconds,
        answerOptions,
      ),
    );

  return {
    hit(request) {
      if (!cache || scheduleGeneration !== cache.generation) return null;
      const key = pageKey(
        request.method,
        request.pathname,
        request.search,
        request.authorized,
        isLite(request.saveData, request.cookie),
        offersKiswahili(request.pathname, request.acceptLanguage, request.cookie),
      );
      const entry = key && cache.get(key.key);
      if (!entry) return null;
      return cachedAnswer(entry, request, secondsLeft(), answerOptions);
    },

    async render(request, nonce) {
      const url = new URL(request.url);
      const key = pageKey(
        request.method,
        url.pathname,
        url.search,
        request.headers.has("authorization"),
        isLite(request.headers.get("save-data"), request.headers.get("cookie")),
        offersKiswahili(url.pathname, request.headers.get("accept-language"), request.headers.get("cookie")),
      );
      if (key === null) return render(request, nonce);

      // The page is rendered for its canonical address: what it shows is exactly what its key says.
      const canonical = new Request(new URL(key.path, url), {
        method: "GET",
        headers: request.headers,
        signal: request.signal,
      });

      if (!cache) {
        const response = await render(canonical, nonce);
        if (!cacheable(response)) return response;
        const headers = new Headers(response.headers);
        // A route that says how long its answer may be kept (a feed, a sitemap) is taken at its word.
        if (!response.headers.has("cache-control")) {
          headers.set("Cache-Control", publicCacheControl(await secondsToNextSchedule()));
        }
        headers.append("Vary", LITE_VARY);
        return new Response(request.method === "HEAD" ? null : response.body, { status: response.status, headers });
      }

      const hit = cache.get(key.key);
      if (hit) return answerFor(hit, request, await secondsToNextSchedule());

      const pending = inFlight.get(key.key);
      if (pending) {
        // Another request is rendering this page: share its result, or render our own if it was not cacheable.
        const result = await pending.catch(() => null);
        if (!result || result instanceof Response) return render(canonical, nonce);
        return answerFor(result, request, await secondsToNextSchedule());
      }
      const rendering = renderAndStore(cache, key.key, canonical, nonce).finally(() => inFlight.delete(key.key));
      inFlight.set(key.key, rendering);
      const result = await rendering;
      if (result instanceof Response) return request.method === "HEAD" ? new Response(null, result) : result;
      return answerFor(result, request, await secondsToNextSchedule());
    },
  };
}
