import { Readable } from "node:stream";
import { Hono } from "hono";
import { ALBUM_ZIP_REFRESH_SECONDS } from "../../shared/album-zip.ts";
import { slugify } from "../../shared/slug.ts";
import { attachmentDisposition } from "../http/attachment.ts";
import { notFound } from "../http/errors.ts";
import { plainPage } from "../http/plain-page.ts";
import type { NonceEnv } from "../http/security-headers.ts";
import type { Services } from "../services.ts";
import { idParam } from "./params.ts";

const NOT_FOUND = "Album not found";

/**
 * GET /event-gallery/{id}/photos.zip: the album's web-size photos in one ZIP,
 * named after the album. The first request starts the one build (a job); until
 * it is stored the answer is 202 with a page that asks again by itself.
 */
export function albumZipDownloads(services: Services) {
  const routes = new Hono<NonceEnv>();
  routes.get("/:id/photos.zip", async (c) => {
    const zip = await services.albumZips.request(idParam(c, NOT_FOUND));
    if (!zip) throw notFound(NOT_FOUND);
    if (zip.state === "building") {
      return plainPage({
        status: 202,
        title: `Preparing the photos of ${zip.title}`,
        paragraphs: [
          "We are putting this album's photos into one ZIP file. It takes a moment, once: after that it downloads at once.",
          `This page checks again every ${ALBUM_ZIP_REFRESH_SECONDS} seconds, and the download starts when the file is ready.`,
        ],
        link: { href: "/event-gallery", text: "Back to the event gallery" },
        refreshSeconds: ALBUM_ZIP_REFRESH_SECONDS,
        headers: { "Retry-After": String(ALBUM_ZIP_REFRESH_SECONDS) },
      });
    }
    const stream = Readable.toWeb(services.storage.read(zip.key)) as ReadableStream<Uint8Array>;
    const slug = `${slugify(zip.title) || "album"}-photos`;
    return c.body(stream, 200, {
      "Content-Type": "application/zip",
      "Content-Length": String(zip.size),
      "Content-Disposition": attachmentDisposition(slug, `${zip.title} photos`, "zip"),
      "Cache-Control": "no-store",
    });
  });
  return routes;
}
