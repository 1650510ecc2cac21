import { Hono } from "hono";
import { PUBLIC_VIEWER } from "../auth/viewer.ts";
import { sendStoredFile } from "../http/attachment.ts";
import { notFound } from "../http/errors.ts";
import type { NonceEnv } from "../http/security-headers.ts";
import type { Services } from "../services.ts";

const NOT_FOUND = "Publication not found";

/**
 * GET /publications/{slug}/download: a published publication's PDF as an
 * attachment named `<slug>.pdf` (and its title in `filename*`).
 */
export function publicationDownloads(services: Services) {
  const routes = new Hono<NonceEnv>();
  routes.get("/:slug/download", async (c) => {
    const item = await services.publications.getBySlug(PUBLIC_VIEWER, c.req.param("slug"));
    if (!item) throw notFound(NOT_FOUND);
    return sendStoredFile(c, services, {
      url: item.pdf_url,
      title: item.title,
      slug: item.slug,
      fallback: "publication",
      missing: "The PDF of this publication is missing",
    });
  });
  return routes;
}
