import { Hono } from "hono";
import type { ListNames } from "../../shared/list-names.ts";
import { PUBLIC_VIEWER } from "../auth/viewer.ts";
import type { NonceEnv } from "../http/security-headers.ts";
import { previewStore } from "../preview-images/preview-store.ts";
import type { Services } from "../services.ts";

/**
 * /og/news/{slug}.jpg and /og/publications/{slug}.jpg: per-item link-preview
 * images, made on first request per version of the item and kept in file
 * storage (./preview-store.ts). The page's og:image URL carries that version,
 * so an answer can be cached for a day. /og/sw/news/{slug}.jpg and
 * /og/sw/publications/{slug}.jpg are the Kiswahili cards: the item's Kiswahili
 * title and category (a publication's type), their version naming them too.
 */
export function previewImageRoutes(services: Services) {
  const previews = previewStore({
    storage: services.storage,
    variants: services.imageVariants,
    logger: services.logger,
  });
  const send = (jpeg: Buffer) =>
    new Response(new Uint8Array(jpeg), {
      headers: { "Content-Type": "image/jpeg", "Cache-Control": "public, max-age=86400" },
    });

  /**
   * An item's Kiswahili card: its Kiswahili title and the Kiswahili name of its list entry (`kicker`),
   * the version naming both; null when the item has no version to show.
   */
  async function kiswahiliCard<T extends { id: number; slug: string; title: string; updated_at: string }>(
    kind: "news" | "publications",
    found: T,
    kicker: (item: T & ListNames) => string,
    imageUrl: string | null,
  ): Promise<Response | null> {
    const [item] = await services.translations.localize(kind, [found], "sw");
    if (!item) return null;
    const text = { kicker: kicker(item), title: item.title };
    return send(
      await previews.get({
        version: `${kind}-sw/${item.id}/${item.updated_at}/${text.kicker}/${text.title}`,
        seed: item.slug,
        text,
        imageUrl,
      }),
    );
  }
  const routes = new Hono<NonceEnv>();
  routes.get("/news/:file{[a-z0-9-]+\\.jpg}", async (c) => {
    const slug = c.req.param("file").replace(/\.jpg$/, "");
    const found = await services.news.getBySlug(PUBLIC_VIEWER, slug);
    if (!found) return c.json({ error: "No published news item has that address" }, 404);
    const { item } = found;
    return send(
      await previews.get({
        version: `news/${item.id}/${item.updated_at}`,
        seed: item.slug,
        text: { kicker: item.category || "News", title: item.title },
        imageUrl: item.image_url,
      }),
    );
  });
  routes.get("/sw/news/:file{[a-z0-9-]+\\.jpg}", async (c) => {
    const found = await services.news.getBySlug(PUBLIC_VIEWER, c.req.param("file").replace(/\.jpg$/, ""));
    const card =
      found &&
      (await kiswahiliCard(
        "news",
        found.item,
        (item) => item.category_name || item.category || "Habari",
        found.item.image_url,
      ));
    return card ?? c.json({ error: "No published news item has that address" }, 404);
  });
  routes.get("/publications/:file{[a-z0-9-]+\\.jpg}", async (c) => {
    const slug = c.req.param("file").replace(/\.jpg$/, "");
    const p = await services.publications.getBySlug(PUBLIC_VIEWER, slug);
    if (!p) return c.json({ error: "No published publication has that address" }, 404);
    return send(
      await previews.get({
        version: `publications/${p.id}/${p.updated_at}`,
        seed: p.slug,
        text: { kicker: p.type || "Publication", title: p.title },
        imageUrl: null,
      }),
    );
  });
  routes.get("/sw/publications/:file{[a-z0-9-]+\\.jpg}", async (c) => {
    const found = await services.publications.getBySlug(PUBLIC_VIEWER, c.req.param("file").replace(/\.jpg$/, ""));
    const card = found && (await kiswahiliCard("publications", found, (p) => p.type_name || p.type, null));
    return card ?? c.json({ error: "No published publication has that address" }, 404);
  });
  return routes;
}
