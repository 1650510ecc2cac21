import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { toIso } from "../db/values.ts";
import { visibleRows } from "../publishing/visibility.ts";
import { PUBLIC_VIEWER } from "../services.ts";
import { type SitemapEntry, sitemapIndexXml, sitemapXml } from "./sitemap.ts";

/** The most URLs one sitemap file may hold (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * Every public URL, in a fixed order: the site's pages, then each live article,
 * then each live publication (by id). Read as slices, so the sitemap never
 * loads more than one file's worth of rows.
 */
export function sitemapSource(db: Kysely<Database>, now: Date, pages: readonly string[]) {
  const news = () => visibleRows(db, "news", PUBLIC_VIEWER, now);
  const publications = () => visibleRows(db, "publications", PUBLIC_VIEWER, now);
  const count = async (query: ReturnType<typeof news>) =>
    Number((await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  const rows = (query: ReturnType<typeof news>, offset: number, limit: number) =>
    limit <= 0
      ? Promise.resolve([])
      : query.select(["slug", "updated_at"]).orderBy("id").limit(limit).offset(offset).execute();

  return {
    /** How many URLs there are in all. */
    async total(): Promise<number> {
      const [n, p] = await Promise.all([count(news()), count(publications())]);
      return pages.length + n + p;
    },

    /** `limit` URLs from position `start` of the whole list. */
    async slice(start: number, limit: number): Promise<SitemapEntry[]> {
      const end = start + limit;
      const out: SitemapEntry[] = pages.slice(start, end).map((path) => ({ path }));
      const newsStart = Math.max(0, start - pages.length);
      const newsRows = await rows(news(), newsStart, end - pages.length - newsStart);
      for (const r of newsRows) {
        out.push({ path: `/news/${encodeURIComponent(r.slug)}`, lastmod: toIso(r.updated_at) });
      }
      if (out.length < limit) {
        const newsTotal = await count(news());
        const pubStart = Math.max(0, start - pages.length - newsTotal);
        const pubRows = await rows(publications(), pubStart, limit - out.length);
        for (const r of pubRows) {
          out.push({ path: `/publications?doc=${encodeURIComponent(r.slug)}`, lastmod: toIso(r.updated_at) });
        }
      }
      return out;
    },
  };
}

/**
 * The XML at /sitemap.xml (`part` null) or /sitemaps/{part}.xml: one urlset
 * while every URL fits in one file, otherwise an index of numbered files of
 * at most `maxUrls` each. null for a file that does not exist.
 */
export async function sitemapDocument(
  db: Kysely<Database>,
  now: Date,
  origin: string,
  pages: readonly string[],
  part: number | null,
  maxUrls = SITEMAP_MAX_URLS,
): Promise<string | null> {
  const source = sitemapSource(db, now, pages);
  const total = await source.total();
  const files = Math.ceil(total / maxUrls);
  if (part === null) {
    if (files <= 1) return sitemapXml(origin, await source.slice(0, total));
    return sitemapIndexXml(
      origin,
      Array.from({ length: files }, (_, i) => `/sitemaps/${i + 1}.xml`),
    );
  }
  if (files <= 1 || part < 1 || part > files) return null;
  return sitemapXml(origin, await source.slice((part - 1) * maxUrls, maxUrls));
}
