import zlib from "node:zlib";
import { pickEncoding } from "../http/compression.ts";
import { briefOutagePage } from "../http/outage-page.ts";
import type { RenderPage } from "./render-page.ts";

type Kept = { etag: string | null; encoding: string; headers: [string, string][]; body: Uint8Array; at: number };

const NOT_KEPT = /^\/(admin|sw\/admin|api|uploads)(\/|$)/;
const KEPT_HEADERS = [
  "content-type",
  "content-encoding",
  "content-security-policy",
  "etag",
  "vary",
  "content-language",
];

/**
 * When a page cannot be rendered because the database is unreachable, answer
 * the last good copy of that public page (marked `X-Stale: database-unavailable`),
 * or a plain 503 page saying the site is briefly unavailable. The copies live
 * apart from the page cache, so clearing that cache (every content change, and
 * the moment the change listener loses the database) keeps them.
 */
export function staleIfError(
  render: RenderPage,
  options: { databaseDown: () => Promise<boolean>; maxPages?: number; now?: () => number },
): RenderPage {
  const maxPages = options.maxPages ?? 300;
  const now = options.now ?? Date.now;
  const kept = new Map<string, Kept[]>();

  const keep = async (key: string, response: Response) => {
    const etag = response.headers.get("etag");
    const encoding = response.headers.get("content-encoding") ?? "identity";
    const copies = kept.get(key) ?? [];
    const same = copies.find((c) => c.encoding === encoding);
    if (same && etag && same.etag === etag) return;
    const body = new Uint8Array(await response.clone().arrayBuffer());
    const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
      const value = response.headers.get(name);
      return value === null ? [] : [[name, value]];
    });
    const copy = { etag, encoding, headers, body, at: now() };
    // A new version of the page replaces every encoding of the old one.
    const fresh = copies.filter((c) => c.encoding !== encoding && c.etag === etag);
    kept.delete(key);
    kept.set(key, [...fresh, copy]);
    if (kept.size > maxPages) kept.delete(kept.keys().next().value as string);
  };

  const stale = (key: string, request: Request): Response | null => {
    const copies = kept.get(key);
    if (!copies) return null;
    const wanted = pickEncoding(request.headers.get("accept-encoding") ?? undefined) ?? "identity";
    const copy = copies.find((c) => c.encoding === wanted) ?? decoded(copies[0]);
    if (!copy) return null;
    const headers = new Headers(copy.headers);
    headers.set("Cache-Control", "no-store");
    headers.set("X-Stale", "database-unavailable");
    headers.set("Age", String(Math.max(0, Math.round((now() - copy.at) / 1000))));
    return new Response(request.method === "HEAD" ? null : new Uint8Array(copy.body), { status: 200, headers });
  };

  /** The identity form of a copy kept in an encoding this client did not ask for. */
  const decoded = (copy: Kept | undefined): Kept | undefined => {
    if (!copy || copy.encoding === "identity") return copy;
    const body = copy.encoding === "br" ? zlib.brotliDecompressSync(copy.body) : zlib.gunzipSync(copy.body);
    const headers = copy.headers.filter(([name]) => name !== "content-encoding");
    return { ...copy, encoding: "identity", headers, body: new Uint8Array(body) };
  };

  return async (request, nonce) => {
    const url = new URL(request.url);
    const keepable =
      (request.method === "GET" || request.method === "HEAD") &&
      !NOT_KEPT.test(url.pathname) &&
      !request.headers.has("authorization");
    const key = `${url.pathname}${url.search}`;
    let response: Response | null = null;
    try {
      response = await render(request, nonce);
    } catch (error) {
      if (!(await options.databaseDown())) throw error;
    }
    if (response && response.status < 500) {
      const type = response.headers.get("content-type") ?? "";
      if (keepable && response.status === 200 && type.startsWith("text/html") && !response.headers.has("set-cookie")) {
        await keep(key, response);
      }
      return response;
    }
    if (response && !(await options.databaseDown())) return response;
    return (keepable && stale(key, request)) || briefOutagePage();
  };
}
