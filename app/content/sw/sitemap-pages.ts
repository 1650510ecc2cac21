/**
 * Kiswahili twin of ../sitemap-pages.ts. It holds addresses only, which stay the
 * English paths (the sitemap adds /sw for the Kiswahili pages), so it is the same lists.
 */
export { sitemapPages, unlistedPages } from "../sitemap-pages.ts";
