import { Readable } from "node:stream";
import type { Context } from "hono";
import { slugify } from "../../shared/slug.ts";
import type { Services } from "../services.ts";
import { ACCEPTED, isAcceptedExt } from "../uploads/accepted-types.ts";
import { STORAGE_KEY } from "../uploads/storage.ts";
import { notFound } from "./errors.ts";

/**
 * `Content-Disposition` for a download named after its title: an ASCII slug in
 * `filename` for every client, and the title itself (RFC 5987, UTF-8) in
 * `filename*` for the ones that read it.
 */
export function attachmentDisposition(slug: string, title: string, ext: string): string {
  const readable =
    title
      .replace(/[\p{Cc}/\\:*?"<>|]+/gu, " ")
      .replace(/\s+/g, " ")
      .trim() || slug;
  const encoded = encodeURIComponent(`${readable}.${ext}`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${slug}.${ext}"; filename*=UTF-8''${encoded}`;
}

/**
 * Serves a stored upload (`/uploads/<name>`) as an attachment named after `title`;
 * a file kept elsewhere (an http(s) link) is redirected to.
 */
export async function sendStoredFile(
  c: Context,
  services: Services,
  /** `slug` names the file for every client (the title's slug when absent) */
  file: { url: string; title: string; slug?: string; fallback: string; missing: string },
): Promise<Response> {
  const { url } = file;
  if (/^https?:\/\//i.test(url)) return c.redirect(url, 302);
  const key = url.startsWith("/uploads/") ? url.slice("/uploads/".length) : "";
  const ext = key.split(".").pop();
  const size = STORAGE_KEY.test(key) && isAcceptedExt(ext) ? await services.storage.size(key) : null;
  if (size === null || !isAcceptedExt(ext)) throw notFound(file.missing);
  const stream = Readable.toWeb(services.storage.read(key)) as ReadableStream<Uint8Array>;
  return c.body(stream, 200, {
    "Content-Type": ACCEPTED[ext].mime,
    "Content-Length": String(size),
    "Content-Disposition": attachmentDisposition(file.slug || slugify(file.title) || file.fallback, file.title, ext),
    "Cache-Control": "no-store",
  });
}
