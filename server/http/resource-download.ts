import { Readable } from "node:stream";
import { Hono } from "hono";
import type { ResourceItem } from "../../shared/collections/index.ts";
import { slugify } from "../../shared/slug.ts";
import { idParam } from "../api/params.ts";
import type { Services } from "../services.ts";
import { ACCEPTED, isAcceptedExt } from "../uploads/accepted-types.ts";
import { STORAGE_KEY } from "../uploads/storage.ts";
import { notFound } from "./errors.ts";
import type { NonceEnv } from "./security-headers.ts";

const NOT_FOUND = "Resource not found";

/**
 * GET /resources/{id}/download: counts the download (one atomic UPDATE), then
 * serves the file as an attachment named after the resource. A file kept
 * elsewhere (an http(s) link) is counted and then redirected to.
 */
export function resourceDownloads(services: Services) {
  const routes = new Hono<NonceEnv>();
  routes.get("/:id/download", async (c) => {
    const id = idParam(c, NOT_FOUND);
    const item = (await services.collections.countDownload(id)) as ResourceItem | null;
    if (!item) throw notFound(NOT_FOUND);
    const url = item.file_url;
    if (/^https?:\/\//i.test(url)) return c.redirect(url, 302);
    const key = url.startsWith("/uploads/") ? url.slice("/uploads/".length) : "";
    const ext = key.split(".").pop();
    const size = STORAGE_KEY.test(key) && isAcceptedExt(ext) ? await services.storage.size(key) : null;
    if (size === null || !isAcceptedExt(ext)) throw notFound("The file of this resource is missing");
    const filename = `${slugify(item.title) || "resource"}.${ext}`;
    const stream = Readable.toWeb(services.storage.read(key)) as ReadableStream<Uint8Array>;
    return c.body(stream, 200, {
      "Content-Type": ACCEPTED[ext].mime,
      "Content-Length": String(size),
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    });
  });
  return routes;
}
