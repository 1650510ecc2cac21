import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCategoryList } from "../../app/components/filters/category-list.server.ts";
import { PUBLIC_VIEWER } from "../../server/auth/viewer.ts";
import { RESOURCE_CATEGORIES } from "../../shared/collections/categories.ts";
import { databaseKinds } from "../support/databases.ts";
import { FUTURE, itemWriter, resource } from "./category-items.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();
const CHOICES = "Civic Education, Governance, Advocacy, Research, Toolkits";
const source = { categories: RESOURCE_CATEGORIES, allCategory: "All" };

/** Resources' category is a fixed choice, stored as the item's kind: counted and filtered in the database. */
describe.each(kinds)("resource categories on %s", (kind) => {
  let h: Harness;
  let token: string;
  const create = itemWriter(
    () => h,
    () => token,
  );
  const chips = async () =>
    (await loadCategoryList(h.services, "resources", source, null, 1)).chips.map((c) => [c.name, c.count, c.value]);

  beforeAll(async () => {
    h = await startHarness(kind);
    token = await h.signIn();
    await create("resources", resource("Budget guide", "Governance", { featured: true }));
    await create("resources", resource("Ward plan brief", "Governance"));
    await create("resources", resource("Hearing checklist", "Governance"));
    await create("resources", resource("Youth survey", "Research"));
    await create("resources", resource("Unfinished toolkit", "Toolkits", { published_at: null }));
    await create("resources", resource("Next month's petition guide", "Advocacy", { published_at: FUTURE }));
  });
  afterAll(() => h.close());

  it("counts what a visitor may see, by category, in one grouped query: drafts and scheduled left out", async () => {
    await expect(h.services.collections.countByKind("resources", PUBLIC_VIEWER)).resolves.toEqual({
      total: 4,
      kinds: { Governance: 3, Research: 1 },
    });
    await expect(h.services.collections.countByKind("resources", { staff: true, role: "editor" })).resolves.toEqual({
      total: 6,
      kinds: { Governance: 3, Research: 1, Toolkits: 1, Advocacy: 1 },
    });
    expect(await chips()).toEqual([
      ["All", 4, null],
      ["Civic Education", 0, "civic-education"],
      ["Governance", 3, "governance"],
      ["Advocacy", 0, "advocacy"],
      ["Research", 1, "research"],
      ["Toolkits", 0, "toolkits"],
    ]);
  });

  it("filters by category in the database, and names the choices for one that is not", async () => {
    const res = await h.call("GET", "/api/resources?kind=Governance");
    const body = (await res.json()) as { items: Array<{ title: string }>; total: number };
    expect(body.total).toBe(3);
    expect(body.items.map((i) => i.title)).toEqual(["Budget guide", "Ward plan brief", "Hearing checklist"]);
    const bad = await h.call("GET", "/api/resources?kind=Health");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { details: Record<string, string> }).details).toEqual({
      kind: `kind must be one of: ${CHOICES}`,
    });
    const page = await loadCategoryList(h.services, "resources", source, "governance", 1);
    expect(page.featured.map((i) => i.title)).toEqual(["Budget guide"]);
    expect(page.items.map((i) => i.title)).toEqual(["Ward plan brief", "Hearing checklist"]);
  });

  it("names the chips and each item's category in Kiswahili on a Kiswahili page, filtering by the same id", async () => {
    const page = await loadCategoryList(h.services, "resources", source, "governance", 1, "sw");
    expect(page.chips.map((c) => [c.name, c.value])).toEqual([
      ["All", null],
      ["Elimu ya uraia", "civic-education"],
      ["Utawala", "governance"],
      ["Utetezi", "advocacy"],
      ["Utafiti", "research"],
      ["Vifurushi vya mafunzo", "toolkits"],
    ]);
    expect(page.featured[0]).toMatchObject({ title: "Budget guide", category: "Governance", category_name: "Utawala" });
    const english = await loadCategoryList(h.services, "resources", source, "governance", 1, "en");
    expect(english.featured[0]).not.toHaveProperty("category_name");
  });

  it("refuses a category that is not a choice, or none, naming the choices", async () => {
    for (const category of ["Health", "", undefined]) {
      const res = await h.call("POST", "/api/resources", {
        token,
        json: { title: "Clinic guide", file_url: "https://files.example.org/a.pdf", category },
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { details: Record<string, string> }).details).toEqual({
        category: `Category must be one of: ${CHOICES}`,
      });
    }
  });

  it("a resource staff publish raises its chip and All at once", async () => {
    const before = await chips();
    await create("resources", resource("Ward project tracker", "Toolkits"));
    const after = await chips();
    expect(after).toEqual(
      before.map(([name, count, value]) => [
        name,
        name === "All" || name === "Toolkits" ? Number(count) + 1 : count,
        value,
      ]),
    );
  });

  it("an item kept from before with a category that is no longer a choice counts in All only, until saved with one", async () => {
    const old = await create("resources", resource("Clinic visiting hours", "Research"));
    // As such an item is after the migration: its text kept, no kind.
    await h.services.db.db
      .updateTable("collection_items")
      .set({ data: JSON.stringify({ ...old, category: "Health" }), kind: null })
      .where("id", "=", old.id)
      .execute();
    const counts = await h.services.collections.countByKind("resources", PUBLIC_VIEWER);
    expect(counts.kinds.Research).toBe(1);
    expect(counts.total).toBe(Object.values(counts.kinds).reduce((a, b) => a + b, 0) + 1);
    const shown = (await (await h.call("GET", `/api/resources/${old.id}`, { token })).json()) as { category: string };
    expect(shown.category).toBe("Health");

    const rename = await h.call("PUT", `/api/resources/${old.id}`, { token, json: { title: "Clinic hours" } });
    expect(rename.status).toBe(400);
    expect(((await rename.json()) as { details: Record<string, string> }).details).toEqual({
      category: `Category must be one of: ${CHOICES}`,
    });
    const fixed = await h.call("PUT", `/api/resources/${old.id}`, { token, json: { category: "Research" } });
    expect(fixed.status).toBe(200);
    const research = await loadCategoryList(h.services, "resources", source, "research", 1);
    expect(research.chips.find((c) => c.name === "Research")?.count).toBe(2);
    expect(research.items.map((i) => i.title)).toEqual(["Youth survey", "Clinic visiting hours"]);
  });
});
