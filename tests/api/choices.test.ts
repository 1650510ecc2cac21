import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "../../server/db/connection.ts";
import { migrateTo, migrateToLatest } from "../../server/db/migrations/index.ts";
import type { Database } from "../../server/db/schema.ts";
import { createTestDatabase, databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();

type Item = { id: number; name: string; name_sw: string | null; uses: number };

describe.each(kinds)("managed lists on %s", (kind) => {
  let h: Harness;
  let token: string;

  beforeAll(async () => {
    h = await startHarness(kind);
    token = await h.signIn();
  });
  afterAll(() => h.close());

  const list = async (name: string) =>
    ((await (await h.call("GET", `/api/choices/${name}`, { token })).json()) as { items: Item[] }).items;
  const news = (category: string) =>
    h.call("POST", "/api/news", { token, json: { title: `About ${category} ${Math.random()}`, category } });
  const publication = (type: string) =>
    h.call("POST", "/api/publications", {
      token,
      json: { title: `A ${type} ${Math.random()}`, type, pdf_url: "https://example.org/brief.pdf" },
    });

  it("starts with the defaults; only staff read the lists", async () => {
    expect((await list("news-categories")).map((c) => c.name)).toEqual(["General"]);
    expect((await list("publication-types")).map((c) => c.name)).toEqual(["Report"]);
    expect((await h.call("GET", "/api/choices/news-categories")).status).toBe(401);
    const unknown = await h.call("GET", "/api/choices/colours", { token });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: 'Unknown list "colours". The lists are news-categories and publication-types.',
    });
  });

  it("adds entries, refuses a blank or repeated name with a specific error", async () => {
    const added = await h.call("POST", "/api/choices/news-categories", { token, json: { name: " Governance " } });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ name: "Governance", uses: 0 });
    const again = await h.call("POST", "/api/choices/news-categories", { token, json: { name: "Governance" } });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: '"Governance" is already in the list' });
    const blank = await h.call("POST", "/api/choices/news-categories", { token, json: { name: "  " } });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ error: "Enter a name", details: { name: "Enter a name" } });
    const anonymous = await h.call("POST", "/api/choices/news-categories", { json: { name: "Youth" } });
    expect(anonymous.status).toBe(401);
  });

  it("counts uses, renames an entry with every item using it, and removes only unused entries", async () => {
    expect((await news("Governance")).status).toBe(201);
    expect((await news("Governance")).status).toBe(201);
    const governance = (await list("news-categories")).find((c) => c.name === "Governance")!;
    expect(governance.uses).toBe(2);

    const blocked = await h.call("DELETE", `/api/choices/news-categories/${governance.id}`, { token });
    expect(blocked.status).toBe(409);
    expect(await blocked.json()).toEqual({
      error: '"Governance" is used by 2 news articles: rename it onto another entry, or change them first',
    });

    const renamed = await h.call("PATCH", `/api/choices/news-categories/${governance.id}`, {
      token,
      json: { name: "Good Governance" },
    });
    expect(await renamed.json()).toEqual({ id: governance.id, name: "Good Governance", name_sw: null, uses: 2 });
    const stored = await h.services.db.db
      .selectFrom("news")
      .select("category")
      .where("category", "like", "%Governance")
      .execute();
    expect(stored.map((r) => r.category)).toEqual(["Good Governance", "Good Governance"]);

    const extra = (await (
      await h.call("POST", "/api/choices/news-categories", { token, json: { name: "Unused" } })
    ).json()) as Item;
    expect((await h.call("DELETE", `/api/choices/news-categories/${extra.id}`, { token })).status).toBe(204);
    expect((await list("news-categories")).map((c) => c.name)).toEqual(["General", "Good Governance"]);
  });

  it('keeps "Report" and "Research Report" apart until an admin renames one onto the other', async () => {
    expect((await publication("Research Report")).status).toBe(201);
    expect((await publication("Report")).status).toBe(201);
    const before = await list("publication-types");
    expect(before.map((c) => [c.name, c.uses])).toEqual([
      ["Report", 1],
      ["Research Report", 1],
    ]);
    const research = before.find((c) => c.name === "Research Report")!;
    const report = before.find((c) => c.name === "Report")!;
    const merged = await h.call("PATCH", `/api/choices/publication-types/${research.id}`, {
      token,
      json: { name: "Report" },
    });
    expect(await merged.json()).toEqual({ id: report.id, name: "Report", name_sw: null, uses: 2 });
    expect((await list("publication-types")).map((c) => [c.name, c.uses])).toEqual([["Report", 2]]);
  });
});

/** Decision 0076: each entry may have a Kiswahili name, shown on Kiswahili pages and answered with ?locale=sw. */
describe.each(kinds)("Kiswahili names of managed list entries on %s", (kind) => {
  let h: Harness;
  let token: string;

  beforeAll(async () => {
    h = await startHarness(kind);
    token = await h.signIn();
  });
  afterAll(() => h.close());

  const entries = async (query = "") =>
    ((await (await h.call("GET", `/api/choices/news-categories${query}`, { token })).json()) as { items: Item[] })
      .items;

  it("adds an entry with its Kiswahili name, sets, keeps through a rename, and removes it", async () => {
    const added = await h.call("POST", "/api/choices/news-categories", {
      token,
      json: { name: "Governance", name_sw: " Utawala " },
    });
    expect(added.status).toBe(201);
    const governance = (await added.json()) as Item;
    expect(governance).toMatchObject({ name: "Governance", name_sw: "Utawala", uses: 0 });
    const youth = (await (
      await h.call("POST", "/api/choices/news-categories", { token, json: { name: "Youth" } })
    ).json()) as Item;
    expect(youth.name_sw).toBeNull();

    const named = await h.call("PATCH", `/api/choices/news-categories/${youth.id}`, {
      token,
      json: { name_sw: "Vijana" },
    });
    expect(await named.json()).toEqual({ id: youth.id, name: "Youth", name_sw: "Vijana", uses: 0 });
    const renamed = await h.call("PATCH", `/api/choices/news-categories/${governance.id}`, {
      token,
      json: { name: "Good Governance" },
    });
    expect(await renamed.json()).toMatchObject({ name: "Good Governance", name_sw: "Utawala" });
    const cleared = await h.call("PATCH", `/api/choices/news-categories/${youth.id}`, { token, json: { name_sw: "" } });
    expect(await cleared.json()).toMatchObject({ name: "Youth", name_sw: null });
    expect((await entries()).map((c) => [c.name, c.name_sw])).toEqual([
      ["General", null],
      ["Good Governance", "Utawala"],
      ["Youth", null],
    ]);
  });

  it("answers ?locale=sw as other content: the Kiswahili name where there is one, which language, which versions", async () => {
    const items = (await entries("?locale=sw")) as Array<Item & { locale: string; translations: string[] }>;
    expect(items.map((c) => [c.name, c.locale, c.translations])).toEqual([
      ["General", "en", []],
      ["Utawala", "sw", ["sw"]],
      ["Youth", "en", []],
    ]);
    const english = (await entries("?locale=en")) as Array<Item & { locale: string }>;
    expect(english.map((c) => [c.name, c.locale])).toEqual([
      ["General", "en"],
      ["Good Governance", "en"],
      ["Youth", "en"],
    ]);
    const bad = await h.call("GET", "/api/choices/news-categories?locale=fr", { token });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "locale must be en or sw" });
  });

  it("names an item's category in Kiswahili beside the stored English one, in the news API with ?locale=sw", async () => {
    const created = await h.call("POST", "/api/news", {
      token,
      json: {
        title: "Ward budget forum",
        category: "Good Governance",
        published_at: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const sw = (await (await h.call("GET", `/api/news/${id}?locale=sw`, { token })).json()) as Record<string, unknown>;
    expect(sw).toMatchObject({ category: "Good Governance", category_name: "Utawala" });
    const en = (await (await h.call("GET", `/api/news/${id}?locale=en`, { token })).json()) as Record<string, unknown>;
    expect(en).toMatchObject({ category: "Good Governance", category_name: "Good Governance" });
    const plain = (await (await h.call("GET", `/api/news/${id}`, { token })).json()) as Record<string, unknown>;
    expect(plain).not.toHaveProperty("category_name");
    const filtered = await h.call("GET", "/api/news?category=Good%20Governance&locale=sw", { token });
    expect(((await filtered.json()) as { items: unknown[] }).items).toHaveLength(1);
  });

  it("refuses a bad Kiswahili name naming the field, and nothing to change", async () => {
    const [general] = await entries();
    const long = await h.call("PATCH", `/api/choices/news-categories/${general?.id}`, {
      token,
      json: { name_sw: "x".repeat(61) },
    });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({
      error: "The Kiswahili name must be at most 60 characters",
      details: { name_sw: "The Kiswahili name must be at most 60 characters" },
    });
    const angle = await h.call("POST", "/api/choices/news-categories", {
      token,
      json: { name: "Sport", name_sw: "<b>" },
    });
    expect(angle.status).toBe(400);
    expect((await entries()).map((c) => c.name)).not.toContain("Sport");
    const nothing = await h.call("PATCH", `/api/choices/news-categories/${general?.id}`, { token, json: {} });
    expect(nothing.status).toBe(400);
    expect(await nothing.json()).toMatchObject({ details: { name: "Enter a name" } });
  });

  it("forgets the Kiswahili name of an entry merged into another or removed", async () => {
    const sport = (await (
      await h.call("POST", "/api/choices/news-categories", { token, json: { name: "Sport", name_sw: "Michezo" } })
    ).json()) as Item;
    await h.call("PATCH", `/api/choices/news-categories/${sport.id}`, { token, json: { name: "Youth" } });
    const culture = (await (
      await h.call("POST", "/api/choices/news-categories", { token, json: { name: "Culture", name_sw: "Utamaduni" } })
    ).json()) as Item;
    expect((await h.call("DELETE", `/api/choices/news-categories/${culture.id}`, { token })).status).toBe(204);
    const left = await h.services.db.db
      .selectFrom("translations")
      .select("item_id")
      .where("kind", "=", "news-categories")
      .execute();
    expect(left.map((r) => Number(r.item_id)).sort()).toEqual(
      (await entries()).filter((c) => c.name_sw).map((c) => c.id),
    );
    expect((await entries()).map((c) => [c.name, c.name_sw])).toEqual([
      ["General", null],
      ["Good Governance", "Utawala"],
      ["Youth", null],
    ]);
  });
});

describe.each(kinds)("the choices migration on %s", (kind) => {
  it("puts every value already in use into its list, as written", async () => {
    const database = await createTestDatabase(kind);
    const handle = await openDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir, migrate: false });
    const db = handle.db as unknown as Kysely<Database>;
    try {
      await migrateTo(db as unknown as Kysely<unknown>, kind, "0012_publication_pages");
      const at = kind === "postgres" ? sql`now()` : sql`'2026-01-01T00:00:00.000Z'`;
      for (const [title, category] of [
        ["a", "General"],
        ["b", "X Spaces"],
        ["c", "X Spaces"],
        ["d", "Art in Heart"],
      ]) {
        await sql`insert into news (title, slug, excerpt, content, category, created_at, updated_at)
          values (${title}, ${title}, '', '', ${category}, ${at}, ${at})`.execute(db);
      }
      for (const [title, type] of [
        ["p", "Report"],
        ["q", "Research Report"],
      ]) {
        await sql`insert into publications (title, slug, description, type, pdf_url, created_at, updated_at)
          values (${title}, ${title}, '', ${type}, '/x.pdf', ${at}, ${at})`.execute(db);
      }
      await migrateToLatest(db as unknown as Kysely<unknown>, kind);
      const rows = await db.selectFrom("choices").select(["list", "name"]).orderBy("list").orderBy("name").execute();
      expect(rows.map((r) => `${r.list}: ${r.name}`)).toEqual([
        "news-categories: Art in Heart",
        "news-categories: General",
        "news-categories: X Spaces",
        "publication-types: Report",
        "publication-types: Research Report",
      ]);
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});
