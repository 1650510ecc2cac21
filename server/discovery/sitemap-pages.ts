import type { Services } from "../services.ts";
import { pagesShown } from "../sms/sms-pages.ts";
import type { SitemapEntry } from "./sitemap.ts";

/** The site's pages for the sitemap: those shown, each edited one with its copy's last change as `lastmod`. */
export async function sitemapPages(services: Services, paths: readonly string[]): Promise<SitemapEntry[]> {
  const changed = await services.pages.lastChanges();
  return pagesShown(paths, services.sms.enabled).map((path) => {
    const lastmod = changed.get(path);
    return lastmod ? { path, lastmod } : { path };
  });
}
