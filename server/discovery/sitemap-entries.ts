import type { Kysely, SelectQueryBuilder } from "kysely";
import { type CollectionDefinition, collectionItemPath, type StoredHook } from "../../shared/collections/define.ts";
import { COLLECTION_NAMES, collectionDefinition } from "../../shared/collections/index.ts";
import { STORED_KINDS } from "../../shared/collections/kinds.ts";
import { PUBLIC_VIEWER } from "../auth/viewer.ts";
import { filtered, visibleItems } from "../collections/collection-query.ts";
import type { Database } from "../db/schema.ts";
import { toIso } from "../db/values.ts";
import { visibleRows } from "../publishing/visibility.ts";
import { type SitemapEntry, sitemapIndexXml, sitemapXml } from "./sitemap.ts";

/** The most pages one sitemap file holds: each is listed in both languages, and a file may hold 50,000 URLs (sitemaps.org). */
export const SITEMAP_MAX_URLS = 25_000;

/** One kind of URL in the sitemap: how many there are, and a slice of them in a fixed order. */
type SitemapSource = {
  count(): Promise<number>;
  slice(offset: number, limit: number): Promise<SitemapEntry[]>;
};

async function countOf<T extends keyof Database>(query: SelectQueryBuilder<Database, T, object>): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Every public URL, in a fixed order: the site's pages, then each live item of
 * the kinds with their own table (articles, publications), then each live item
 * of the collections whose items have a page of their own (`itemPath`: openings,
 * events), by id.
 * Read as slices, so the sitemap never loads more than one file's worth of rows.
 */
/** A site page: its address, with the time its copy last changed when staff edited it (docs/decisions/0088). */
export type SitemapPage = string | SitemapEntry;

export function sitemapSource(db: Kysely<Database>, now: Date, pages: readonly SitemapPage[]) {
  const published = ({ table, address }: StoredHook): SitemapSource => ({
    count: () => countOf(visibleRows(db, table, PUBLIC_VIEWER, now)),
    async slice(offset, limit) {
      const rows = await visibleRows(db, table, PUBLIC_VIEWER, now)
        .select(["slug", "updated_at"])
        .orderBy("id")
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({
        path: address(r.slug),
        lastmod: toIso(r.updated_at),
      }));
    },
  });
  const items = (definition: CollectionDefinition) => {
    const query = () => filtered(visibleItems(db, definition, PUBLIC_VIEWER, now), definition, PUBLIC_VIEWER, {}, now);
    return {
      count: () => countOf(query()),
      async slice(offset: number, limit: number) {
        const rows = await query()
          .select(["id", "kind", "updated_at"])
          .orderBy("id")
          .limit(limit)
          .offset(offset)
          .execute();
        return rows.map((r) => ({
          path: collectionItemPath(
            definition,
            Number(r.id),
            definition.kindField ? { [definition.kindField]: r.kind } : {},
          ),
          lastmod: toIso(r.updated_at),
        }));
      },
    } satisfies SitemapSource;
  };
  const sources: SitemapSource[] = [
    {
      count: async () => pages.length,
      slice: async (o, l) => pages.slice(o, o + l).map((page) => (typeof page === "string" ? { path: page } : page)),
    },
    ...STORED_KINDS.map(published),
    ...COLLECTION_NAMES.map(collectionDefinition)
      .filter((definition) => definition.itemPath)
      .map(items),
  ];

  return {
    /** How many URLs there are in all. */
    async total(): Promise<number> {
      const counts = await Promise.all(sources.map((source) => source.count()));
      return counts.reduce((a, b) => a + b, 0);
    },

    /** `limit` URLs from position `start` of the whole list. */
    async slice(start: number, limit: number): Promise<SitemapEntry[]> {
      const out: SitemapEntry[] = [];
      let skip = start;
      for (const source of sources) {
        if (out.length >= limit) break;
        const n = await source.count();
        if (skip >= n) {
          skip -= n;
          continue;
        }
        out.push(...(await source.slice(skip, Math.min(n - skip, limit - out.length))));
        skip = 0;
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
  pages: readonly SitemapPage[],
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
