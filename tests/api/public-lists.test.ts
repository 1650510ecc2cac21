import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_VIEWER } from "../../server/auth/viewer.ts";
import { sitemapDocument } from "../../server/discovery/sitemap-entries.ts";
import { localizedPath } from "../../shared/locales.ts";
import { insertBulkItems } from "../support/bulk-items.ts";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();
const NEWS = 300;
const PUBLICATIONS = 60;

describe.each(kinds)("public lists and the sitemap at scale on %s", (kind) => {
  let h: Harness;
  let live: { news: string[]; publications: string[] };

  beforeAll(async () => {
    h = await startHarness(kind);
    await insertBulkItems(h.services.db.db, { news: NEWS, publications: PUBLICATIONS }, h.clock.now());
    const all = await h.services.news.list({ staff: true, role: "editor" }, { limit: 100 });
    expect(all.total).toBe(NEWS);
    const db = h.services.db.db;
    const liveSlugs = async (table: "news" | "publications") =>
      (
        await db
          .selectFrom(table)
          .select("slug")
          .where("published_at", "is not", null)
          .where("published_at", "<=", h.clock.now())
          .execute()
      ).map((r) => r.slug);
    live = { news: await liveSlugs("news"), publications: await liveSlugs("publications") };
  });
  afterAll(() => h.close());

  it("reaches every live article exactly once through the featured stories and the pages of the rest", async () => {
    const { news } = h.services;
    const featured = await news.list(PUBLIC_VIEWER, { featured: true, limit: 3 });
    const excludeIds = featured.items.map((n) => n.id);
    const seen = featured.items.map((n) => n.slug);
    const first = await news.list(PUBLIC_VIEWER, { excludeIds, limit: 24 });
    expect(first.total).toBe(live.news.length - 3);
    let previous = Number.POSITIVE_INFINITY;
    for (let offset = 0; offset < first.total; offset += 24) {
      const page = await news.list(PUBLIC_VIEWER, { excludeIds, limit: 24, offset });
      for (const item of page.items) {
        const at = Date.parse(item.published_at!);
        expect(at).toBeLessThanOrEqual(previous);
        previous = at;
        seen.push(item.slug);
      }
    }
    expect(seen.length).toBe(live.news.length);
    expect(new Set(seen)).toEqual(new Set(live.news));
  });

  it("pages a category, matched without regard to case", async () => {
    const all = await h.services.news.list(PUBLIC_VIEWER, { category: "governance", limit: 100 });
    const page2 = await h.services.news.list(PUBLIC_VIEWER, { category: "GOVERNANCE", limit: 24, offset: 24 });
    expect(all.items.every((n) => n.category === "Governance")).toBe(true);
    expect(page2.items.map((n) => n.slug)).toEqual(all.items.slice(24, 48).map((n) => n.slug));
  });

  it("lists featured publications first, then the newest", async () => {
    const page = await h.services.publications.list(PUBLIC_VIEWER, { featuredFirst: true, limit: 24 });
    const flags = page.items.map((p) => p.featured);
    expect(flags.indexOf(false)).toBeGreaterThan(0);
    expect(flags.slice(flags.indexOf(false)).every((f) => !f)).toBe(true);
    expect(page.total).toBe(live.publications.length);
  });

  it("lists every live item in one sitemap, or in an index of files past the per-file limit", async () => {
    const db = h.services.db.db;
    const origin = "https://uraia.example";
    const pages = ["/", "/news", "/publications"];
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(origin, ""));
    const english = [
      ...pages,
      ...live.news.map((s) => `/news/${s}`),
      ...live.publications.map((s) => `/publications?doc=${s}`),
    ];
    // Every page in both languages (the limit counts pages: each is two URLs).
    const expected = [...english, ...english.map((path) => localizedPath(path, "sw"))];

    const single = await sitemapDocument(db, h.clock.now(), origin, pages, null);
    expect(single).toContain("<urlset");
    expect(new Set(locs(single!))).toEqual(new Set(expected));

    const max = 100;
    const index = await sitemapDocument(db, h.clock.now(), origin, pages, null, max);
    const files = Math.ceil(english.length / max);
    expect(index).toContain("<sitemapindex");
    expect(locs(index!)).toEqual(Array.from({ length: files }, (_, i) => `/sitemaps/${i + 1}.xml`));
    const listed: string[] = [];
    for (let part = 1; part <= files; part++) {
      const file = await sitemapDocument(db, h.clock.now(), origin, pages, part, max);
      expect(locs(file!).length).toBeLessThanOrEqual(2 * max);
      listed.push(...locs(file!));
    }
    expect(listed.length).toBe(expected.length);
    expect(new Set(listed)).toEqual(new Set(expected));
    expect(await sitemapDocument(db, h.clock.now(), origin, pages, files + 1, max)).toBeNull();
    expect(await sitemapDocument(db, h.clock.now(), origin, pages, 1)).toBeNull();
  });

  it.skipIf(kind !== "sqlite")("reads a deep page of news from an index, without sorting the table", async () => {
    const db = h.services.db.db;
    const now = h.clock.now().toISOString();
    const plan = async (where: string) =>
      (
        await sql<{
          detail: string;
        }>`explain query plan select id from news where ${sql.raw(where)} published_at is not null and published_at <= ${now} order by published_at desc, id desc limit 24 offset 4800`.execute(
          db,
        )
      ).rows
        .map((r) => r.detail)
        .join("; ");
    for (const where of ["", "lower(category) = 'governance' and", "featured = 1 and"]) {
      const detail = await plan(where);
      expect(detail, where).toMatch(/USING (COVERING )?INDEX/);
      expect(detail, where).not.toContain("TEMP B-TREE");
    }
    const explain = async (query: string) =>
      (await sql<{ detail: string }>`explain query plan ${sql.raw(query)}`.execute(db)).rows
        .map((r) => r.detail)
        .join("; ");
    // The category counts, and a staff list page (drafts by creation date), read an index alone.
    const counts = await explain(
      `select category, count(*) from news where published_at is not null and published_at <= '${now}' and category <> '' group by category`,
    );
    expect(counts).toContain("COVERING INDEX news_category_counts_idx");
    expect(counts).not.toContain("TEMP B-TREE");
    const staff = await explain(
      "select id from news order by coalesce(published_at, created_at) desc, id desc limit 20 offset 9000",
    );
    expect(staff).toContain("news_staff_order_idx");
    expect(staff).not.toContain("TEMP B-TREE");
  });
});
