import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEATURED_SHOWN, loadCategoryList } from "../../app/components/filters/category-list.server.ts";
import { STORY_CATEGORIES } from "../../shared/collections/categories.ts";
import { PUBLIC_PAGE_SIZE } from "../../shared/pagination.ts";
import { databaseKinds } from "../support/databases.ts";
import { afterMigrating } from "../support/older-database.ts";
import { FUTURE, itemWriter } from "./category-items.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();
const source = { categories: STORY_CATEGORIES, allCategory: "All" };
const PUBLISHED = 40;

/** Every published story of a view is on exactly one of its pages, featured ones first on page 1. */
describe.each(kinds)("story pages on %s", (kind) => {
  let h: Harness;
  let token: string;
  const create = itemWriter(
    () => h,
    () => token,
  );
  const titles: string[] = [];

  beforeAll(async () => {
    h = await startHarness(kind);
    token = await h.signIn();
    for (let i = 1; i <= PUBLISHED; i++) {
      const title = `Story ${i}`;
      titles.push(title);
      const day = String(1 + (i % 28)).padStart(2, "0");
      const month = String(1 + Math.floor(i / 28)).padStart(2, "0");
      await create("stories", {
        title,
        category: i % 4 === 0 ? "Youth" : "Governance",
        date: `2025-${month}-${day}`,
        featured: i % 7 === 0,
      });
    }
    await create("stories", { title: "Draft story", category: "Youth", published_at: null });
    await create("stories", { title: "Scheduled story", category: "Youth", published_at: FUTURE });
  });
  afterAll(() => h.close());

  const walk = async (category: string | null) => {
    const first = await loadCategoryList(h.services, "stories", source, category, 1);
    const seen = [...first.featured, ...first.items].map((s) => s.title);
    for (let page = 2; page <= first.pages; page++) {
      const next = await loadCategoryList(h.services, "stories", source, category, page);
      expect(next.featured).toEqual([]);
      seen.push(...next.items.map((s) => s.title));
    }
    return { first, seen };
  };

  it("All: the first featured stories, then 12 a page, newest first, each story once", async () => {
    const { first, seen } = await walk(null);
    expect(first.featured).toHaveLength(FEATURED_SHOWN);
    expect(first.items).toHaveLength(PUBLIC_PAGE_SIZE);
    expect(first.pages).toBe(Math.ceil((PUBLISHED - FEATURED_SHOWN) / PUBLIC_PAGE_SIZE));
    expect(seen).toHaveLength(PUBLISHED);
    expect(new Set(seen)).toEqual(new Set(titles));
    const dates = first.items.map((s) => String(s.date));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.chips.slice(0, 3).map((c) => [c.name, c.count])).toEqual([
      ["All", 40],
      ["Governance", 30],
      ["Youth", 10],
    ]);
  });

  it("a category (its id in any case): only its stories, each once; an unknown one lists nothing", async () => {
    const { first, seen } = await walk("YOUTH");
    expect(first.pages).toBe(1);
    expect(seen.sort()).toEqual(titles.filter((_, i) => (i + 1) % 4 === 0).sort());
    expect(first.featured.every((s) => s.category === "Youth" && s.featured)).toBe(true);
    const unknown = await loadCategoryList(h.services, "stories", source, "health", 1);
    expect([unknown.featured, unknown.items, unknown.pages]).toEqual([[], [], 1]);
    expect(unknown.chips[0]).toEqual({ name: "All", count: 40, value: null });
  });
});

/** The migration that gave resources and stories their kind, on a database holding items from before it. */
describe.each(kinds)("filling kind from the stored category on %s", (kind) => {
  it("fills kind for categories that are choices, leaves it empty (and the text as it was) for others", async () => {
    const at = new Date("2025-06-01T09:00:00.000Z");
    const rows: Array<[string, string]> = [
      ["resources", JSON.stringify({ title: "Guide", category: "Civic Education" })],
      ["resources", JSON.stringify({ title: "Poster", category: "Health" })],
      ["stories", JSON.stringify({ title: "Mural", category: "Arts & Wellbeing" })],
      ["stories", JSON.stringify({ title: "Untold", category: "" })],
      ["openings", JSON.stringify({ title: "Facilitator", kind: "volunteer", category: "Governance" })],
    ];
    await afterMigrating(
      kind,
      "0008_list_indexes",
      async (db) => {
        for (const [collection, data] of rows) {
          const kindBefore = collection === "openings" ? "volunteer" : null;
          await sql`insert into collection_items (collection, kind, title, data, created_at, updated_at)
            values (${collection}, ${kindBefore}, ${"t"}, ${data}, ${at}, ${at})`.execute(db);
        }
      },
      async (handle) => {
        const stored = await handle.db
          .selectFrom("collection_items")
          .select(["collection", "kind", "data"])
          .orderBy("id")
          .execute();
        expect(stored.map((r) => [r.collection, r.kind, JSON.parse(r.data).category])).toEqual([
          ["resources", "Civic Education", "Civic Education"],
          ["resources", null, "Health"],
          ["stories", "Arts & Wellbeing", "Arts & Wellbeing"],
          ["stories", null, ""],
          ["openings", "volunteer", "Governance"],
        ]);
      },
    );
  });
});
