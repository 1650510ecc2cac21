import { escapeXml } from "./xml.ts";

export type SitemapEntry = { path: string; lastmod?: string | null };

/** A sitemap.xml (sitemaps.org 0.9) of absolute URLs on `origin`. */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? new Date(entry.lastmod) : null;
    const mod = lastmod && !Number.isNaN(lastmod.getTime()) ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
    return `<url><loc>${escapeXml(origin + entry.path)}</loc>${mod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** A sitemap index naming each sitemap file by its absolute URL. */
export function sitemapIndexXml(origin: string, paths: string[]): string {
  const items = paths.map((path) => `<sitemap><loc>${escapeXml(origin + path)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** robots.txt: everything public is crawlable, the staff area and the API are not. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
