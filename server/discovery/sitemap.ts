import { LOCALES, localizedPath } from "../../shared/locales.ts";
import { escapeXml } from "./xml.ts";

/** A page by its English path; the sitemap lists it in every language. */
export type SitemapEntry = { path: string; lastmod?: string | null };

/**
 * A sitemap.xml (sitemaps.org 0.9) of absolute URLs on `origin`: each page in
 * English and in Kiswahili (`/sw…`), each URL naming both languages and the
 * x-default (English) with xhtml:link alternates (docs/product.md, "Kiswahili").
 */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const lastmod = entry.lastmod ? new Date(entry.lastmod) : null;
    const mod = lastmod && !Number.isNaN(lastmod.getTime()) ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
    const url = (path: string) => escapeXml(origin + path);
    const alternates = [
      ...LOCALES.map((locale) => [locale, localizedPath(entry.path, locale)] as const),
      ["x-default", entry.path] as const,
    ]
      .map(([lang, path]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${url(path)}"/>`)
      .join("");
    return LOCALES.map(
      (locale) => `<url><loc>${url(localizedPath(entry.path, locale))}</loc>${mod}${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** A sitemap index naming each sitemap file by its absolute URL. */
export function sitemapIndexXml(origin: string, paths: string[]): string {
  const items = paths.map((path) => `<sitemap><loc>${escapeXml(origin + path)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** robots.txt: everything public is crawlable, the staff area and the API are not. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /language\n\nSitemap: ${origin}/sitemap.xml\n`;
}
