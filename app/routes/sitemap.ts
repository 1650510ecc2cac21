import { sitemapXml } from "../../server/discovery/sitemap.ts";
import { servicesContext } from "../../server/http/request-context.ts";
import { PUBLIC_VIEWER } from "../../server/services.ts";
import { sitemapPages } from "../content/sitemap-pages.ts";
import type { Route } from "./+types/sitemap";

/** Most URLs a sitemap file may hold is 50,000; far more than this site needs. */
const LIMIT = 5000;

/** /sitemap.xml: the public pages, every live article and every live publication (?doc=). */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const [news, publications] = await Promise.all([
    services.news.list(PUBLIC_VIEWER, { limit: LIMIT }),
    services.publications.list(PUBLIC_VIEWER, { limit: LIMIT }),
  ]);
  const xml = sitemapXml(services.config.publicUrl, [
    ...sitemapPages.map((path) => ({ path })),
    ...news.items.map((n) => ({ path: `/news/${encodeURIComponent(n.slug)}`, lastmod: n.updated_at })),
    ...publications.items.map((p) => ({
      path: `/publications?doc=${encodeURIComponent(p.slug)}`,
      lastmod: p.updated_at,
    })),
  ]);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
