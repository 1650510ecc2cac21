import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import zlib from "node:zlib";
import { createMiddleware } from "hono/factory";

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/i;
const THRESHOLD = 1024;

/** Picks br over gzip when the client accepts it (q > 0). */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name ?? "", q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return null;
}

/**
 * Compresses dynamic text answers (API JSON, uncached pages) with brotli at a
 * fast level, or gzip. Answers that already carry an encoding (precompressed
 * static files, cached pages) pass through untouched.
 */
export function compression() {
  return createMiddleware(async (c, next) => {
    await next();
    const res = c.res;
    const length = res.headers.get("Content-Length");
    if (
      !res.body ||
      c.req.method === "HEAD" ||
      res.status === 204 ||
      res.status === 206 ||
      res.headers.has("Content-Encoding") ||
      !COMPRESSIBLE.test(res.headers.get("Content-Type") ?? "") ||
      (length !== null && Number(length) < THRESHOLD) ||
      /no-transform/i.test(res.headers.get("Cache-Control") ?? "")
    ) {
      return;
    }
    const vary = res.headers.get("Vary");
    const headers = new Headers(res.headers);
    if (!vary || !/accept-encoding/i.test(vary))
      headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    const encoding = pickEncoding(c.req.header("Accept-Encoding"));
    if (!encoding) {
      c.res = new Response(res.body, { status: res.status, headers });
      return;
    }
    const compressor =
      encoding === "br"
        ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
        : zlib.createGzip({ level: 6 });
    const source = Readable.fromWeb(res.body as unknown as WebReadableStream<Uint8Array>);
    const body = Readable.toWeb(source.pipe(compressor)) as unknown as ReadableStream<Uint8Array>;
    headers.delete("Content-Length");
    headers.set("Content-Encoding", encoding);
    c.res = new Response(body, { status: res.status, headers });
  });
}
