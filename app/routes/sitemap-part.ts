import { sitemapDocument } from "../../server/discovery/sitemap-entries.ts";
import { sitemapPages as shownPages } from "../../server/discovery/sitemap-pages.ts";
import { servicesContext } from "../../server/http/request-context.ts";
import { sitemapPages } from "../content/sitemap-pages.ts";
import type { Route } from "./+types/sitemap-part";

/** /sitemaps/{n}.xml: the n-th file of a sitemap too large for one (see /sitemap.xml). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const part = /^[1-9]\d{0,4}\.xml$/.test(params.file) ? Number.parseInt(params.file, 10) : 0;
  const xml = part
    ? await sitemapDocument(
        services.db.db,
        services.now(),
        services.config.publicUrl,
        await shownPages(services, sitemapPages),
        part,
      )
    : null;
  if (xml === null) {
    return new Response("No such sitemap file", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
