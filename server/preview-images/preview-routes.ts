import { Hono } from "hono";
import type { NonceEnv } from "../http/security-headers.ts";
import { PUBLIC_VIEWER, type Services } from "../services.ts";
import { STORAGE_KEY } from "../uploads/storage.ts";
import { renderPreview } from "./preview-card.ts";

const CACHE_SIZE = 200;

async function readUpload(services: Services, url: string | null): Promise<Buffer | null> {
  const key = url?.match(/^\/uploads\/([^/?#]+)$/)?.[1];
  if (!key || !STORAGE_KEY.test(key) || key.endsWith(".pdf")) return null;
  if ((await services.storage.size(key)) === null) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of services.storage.read(key)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * /og/news/{slug}.jpg and /og/publications/{slug}.jpg: per-item link-preview
 * images, rendered on first request and kept in memory per version of the item
 * (the page's og:image URL carries that version, so it can be cached for long).
 */
export function previewImageRoutes(services: Services) {
  const cache = new Map<string, Buffer>();
  const remember = (key: string, jpeg: Buffer) => {
    cache.set(key, jpeg);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  };
  const send = (jpeg: Buffer) =>
    new Response(new Uint8Array(jpeg), {
      headers: { "Content-Type": "image/jpeg", "Cache-Control": "public, max-age=86400" },
    });

  const routes = new Hono<NonceEnv>();
  routes.get("/news/:file{[a-z0-9-]+\\.jpg}", async (c) => {
    const slug = c.req.param("file").replace(/\.jpg$/, "");
    const found = await services.news.getBySlug(PUBLIC_VIEWER, slug);
    if (!found) return c.json({ error: "No published news item has that address" }, 404);
    const { item } = found;
    const key = `news/${item.id}/${item.updated_at}`;
    let jpeg = cache.get(key);
    if (!jpeg) {
      jpeg = await renderPreview(
        item.slug,
        { kicker: item.category || "News", title: item.title },
        await readUpload(services, item.image_url),
      );
      remember(key, jpeg);
    }
    return send(jpeg);
  });
  routes.get("/publications/:file{[a-z0-9-]+\\.jpg}", async (c) => {
    const slug = c.req.param("file").replace(/\.jpg$/, "");
    const p = await services.publications.getBySlug(PUBLIC_VIEWER, slug);
    if (!p) return c.json({ error: "No published publication has that address" }, 404);
    const key = `publications/${p.id}/${p.updated_at}`;
    let jpeg = cache.get(key);
    if (!jpeg) {
      jpeg = await renderPreview(p.slug, { kicker: p.type || "Publication", title: p.title }, null);
      remember(key, jpeg);
    }
    return send(jpeg);
  });
  return routes;
}
