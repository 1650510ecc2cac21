import { pickEncoding } from "../http/compression.ts";
import { contentSecurityPolicy, fixedSecurityHeaders } from "../http/security-headers.ts";
import { allowUploadsOrigin } from "../uploads/public-links.ts";
import type { CachedPage } from "./page-cache.ts";

/** Shared caches (CDN, proxy) may keep a public page this long; stale-while-revalidate briefly after. */
const SHARED_MAX_AGE = 60;
const STALE_WHILE_REVALIDATE = 30;

export function publicCacheControl(secondsToNextSchedule: number): string {
  const sMaxAge = Math.max(0, Math.min(SHARED_MAX_AGE, secondsToNextSchedule));
  return `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${STALE_WHILE_REVALIDATE}`;
}

/**
 * A page differs by Save-Data and by the `lite` cookie (shared/lite.ts), so a
 * shared cache must keep those apart: it never gives a lite page to someone
 * else, nor a full page to a lite visitor. An English page also differs by
 * Accept-Language and the `lang` cookie: the Kiswahili offer (decision 0067).
 */
export const LITE_VARY = "Save-Data, Cookie, Accept-Language";

export type CachedAnswer = {
  status: number;
  headers: Record<string, string>;
  /** null for 304 and HEAD */
  body: Buffer | null;
};

/** Per entry, the headers every answer from it shares (built once, not per request). */
const baseHeaders = new WeakMap<CachedPage, Record<string, string>>();

export type AnswerOptions = { https: boolean; uploadsPublicUrl?: string | undefined };

function headersOf(entry: CachedPage, options: AnswerOptions): Record<string, string> {
  let headers = baseHeaders.get(entry);
  if (!headers) {
    headers = {
      ...fixedSecurityHeaders(options.https),
      "Content-Type": entry.contentType,
      "Content-Security-Policy": allowUploadsOrigin(
        contentSecurityPolicy({ hashes: entry.scriptHashes }, options.https),
        options.uploadsPublicUrl,
      ),
      ETag: entry.etag,
      Vary: `Accept-Encoding, ${LITE_VARY}`,
    };
    baseHeaders.set(entry, headers);
  }
  return headers;
}

/**
 * The answer to a request from a cached page: 304 for a matching ETag, else the
 * brotli, gzip or plain body the client accepts, with a CSP that trusts the
 * page's inline scripts by their hashes (never by a nonce another answer had),
 * and the route's own Cache-Control when it set one (else the short shared-cache
 * time). Used by the Hono route and the node fast path alike.
 */
export function cachedAnswer(
  entry: CachedPage,
  request: { method: string; ifNoneMatch: string | null | undefined; acceptEncoding: string | null | undefined },
  secondsLeft: number,
  options: AnswerOptions,
): CachedAnswer {
  const headers: Record<string, string> = {
    ...headersOf(entry, options),
    "Cache-Control": entry.cacheControl ?? publicCacheControl(secondsLeft),
  };
  if (request.ifNoneMatch === entry.etag) return { status: 304, headers, body: null };
  const encoding = pickEncoding(request.acceptEncoding ?? undefined);
  const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
  if (encoding) headers["Content-Encoding"] = encoding;
  headers["Content-Length"] = String(body.length);
  return { status: entry.status, headers, body: request.method === "HEAD" ? null : body };
}
