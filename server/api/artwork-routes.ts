import { Hono } from "hono";
import type { ArtworkStore } from "../artwork/artwork-store.ts";
import type { NonceEnv } from "../http/security-headers.ts";

const TYPES = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" } as const;

/**
 * /art/{name}-{width}.{avif|webp|jpg}: generated artwork, made on first request
 * (./artwork-store.ts). Served like the other built files (an hour's cache);
 * a name that is no artwork file is a 404.
 */
export function artworkRoutes(store: ArtworkStore) {
  const routes = new Hono<NonceEnv>();
  routes.get("/:file", async (c) => {
    const file = c.req.param("file");
    const bytes = await store.get(file);
    if (!bytes) return c.json({ error: "No generated artwork has that name" }, 404);
    const format = file.slice(file.lastIndexOf(".") + 1) as keyof typeof TYPES;
    return new Response(new Uint8Array(bytes), {
      headers: { "Content-Type": TYPES[format], "Cache-Control": "public, max-age=3600" },
    });
  });
  return routes;
}
