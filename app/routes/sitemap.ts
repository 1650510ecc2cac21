import { sitemapDocument } from "../../server/discovery/sitemap-entries.ts";
import { sitemapPages as shownPages } from "../../server/discovery/sitemap-pages.ts";
import { servicesContext } from "../../server/http/request-context.ts";
import { sitemapPages } from "../content/sitemap-pages.ts";
import type { Route } from "./+types/sitemap";

/**
 * /sitemap.xml: the public pages, every live article and every live publication
 * (?doc=); past 50,000 URLs, an index of /sitemaps/{n}.xml files instead.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const xml = await sitemapDocument(
    services.db.db,
    services.now(),
    services.config.publicUrl,
    await shownPages(services, sitemapPages),
    null,
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
