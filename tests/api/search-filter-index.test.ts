import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { PUBLIC_VIEWER } from "../../server/auth/viewer.ts";
import { createSearchService } from "../../server/search/search-service.ts";
import type { SearchHit } from "../../shared/search.ts";
import { databaseKinds } from "../support/databases.ts";
import { afterMigrating } from "../support/older-database.ts";

const kinds = await databaseKinds();
const PAST = new Date("2026-10-01T09:00:00.000Z");
const NOW = new Date("2026-11-26T09:00:00.000Z");
const FUTURE = new Date("2026-12-24T09:00:00.000Z");

/** Migrations 0021 and 0033 on a database indexed before them: the same documents found, counted and shown (publications under their kind's name). */
describe.each(kinds)("search on a database indexed before migration 0021 on %s", (kind) => {
  it("finds, counts and ranks what was indexed before, with drafts and scheduled items for staff only", async () => {
    const docs: Array<[type: string, ref: number, page: number, at: Date | null, title: string, body: string]> = [
      ["news", 1, 0, PAST, "Garissa borehole audit", "The audit of the borehole fund."],
      ["news", 2, 0, PAST, "Ward meeting", "Residents asked about the borehole audit in Garissa."],
      ["news", 3, 0, null, "Borehole audit draft", "Not yet published."],
      ["publication", 4, 0, FUTURE, "Borehole audit report", "Scheduled for December."],
      ["publication", 5, 0, PAST, "Water services review", "County water services."],
      ["publication", 5, 3, PAST, "Water services review", "Page three: the borehole audit findings."],
    ];
    await afterMigrating(
      kind,
      "0019_translations",
      async (db) => {
        for (const [type, ref, page, at, title, body] of docs) {
          const url = type === "news" ? `/news/item-${ref}` : `/publications?doc=item-${ref}`;
          await sql`insert into search_documents (type, ref_id, page, locale, published_at, url, title, excerpt, body)
            values (${type}, ${ref}, ${page}, 'en', ${at}, ${url}, ${title}, '', ${body})`.execute(db);
        }
      },
      async (handle) => {
        const search = createSearchService(handle.db, handle.dialect, () => NOW);
        const visitor = await search.search(PUBLIC_VIEWER, { q: "borehole audit" });
        const pagesOf = (hit: SearchHit) => hit.pages?.map((p) => p.page) ?? [];
        expect(visitor.items.map((i) => [i.title, pagesOf(i)])).toEqual([
          ["Garissa borehole audit", []],
          ["Water services review", [3]],
          ["Ward meeting", []],
        ]);
        expect(visitor.items[1]?.pages?.[0]?.snippet).toContain("<mark>borehole</mark> <mark>audit</mark>");
        expect(visitor.counts).toEqual({ news: 2, publications: 1 });
        const staff = await search.search(
          { staff: true, role: "editor" },
          { q: "borehole audit", type: "publications" },
        );
        expect(staff.items.map((i) => [i.title, pagesOf(i)])).toEqual([
          ["Borehole audit report", []],
          ["Water services review", [3]],
        ]);
        expect(staff.counts).toEqual({ news: 3, publications: 2 });
        expect(staff.total).toBe(2);
        // A page holding one hit shows that hit's own snippet (decision 0078: a single `rowid IN (?)` once
        // brought back every match, and with it another document's snippet).
        const alone = await search.search(PUBLIC_VIEWER, { q: "borehole audit", limit: 1 });
        expect(alone.items.map((i) => [i.title, i.snippet])).toEqual([
          [
            "Garissa borehole audit",
            expect.stringContaining("The <mark>audit</mark> of the <mark>borehole</mark> fund"),
          ],
        ]);
      },
    );
  });
});
