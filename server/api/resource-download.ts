import { Hono } from "hono";
import type { ResourceItem } from "../../shared/collections/index.ts";
import { sendStoredFile } from "../http/attachment.ts";
import { notFound } from "../http/errors.ts";
import type { NonceEnv } from "../http/security-headers.ts";
import type { Services } from "../services.ts";
import { idParam } from "./params.ts";

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
    return sendStoredFile(c, services, {
      url: item.file_url,
      title: item.title,
      fallback: "resource",
      missing: "The file of this resource is missing",
    });
  });
  return routes;
}
