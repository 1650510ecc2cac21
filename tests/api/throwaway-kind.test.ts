import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminNavLinks } from "../../app/content/admin-nav.ts";
import { adminNavLinks as adminNavLinksSw } from "../../app/content/sw/admin-nav.ts";
import { sitemapDocument } from "../../server/discovery/sitemap-entries.ts";
import type { SearchResult } from "../../shared/search.ts";
import { type Harness, startHarness } from "./harness.ts";

/**
 * Adding a kind is one definition (docs/adding-a-kind.md): two kinds written
 * only for this test (./throwaway-kinds.ts), added to the registry at test time, are picked
 * up by the API, the admin sidebar, the search and the sitemap with no other edit.
 *
 * The registry as if both definitions were written into COLLECTIONS: the module's own
 * objects are extended before anything reads them, so every reader sees the same registry.
 */
vi.mock("../../shared/collections/index.ts", async (importOriginal) => {
  const { podcasts, talks } = await import("./throwaway-kinds.ts");
  const registry = await importOriginal<typeof import("../../shared/collections/index.ts")>();
  Object.assign(registry.COLLECTIONS, { podcasts, talks });
  (registry.COLLECTION_NAMES as string[]).push("podcasts", "talks");
  return registry;
});

const PAST = "2025-06-01T09:00:00.000Z";
type Item = { id: number; title: string; summary?: string; published_at: string | null };

describe("a kind added by its definition alone (SQLite)", () => {
  let h: Harness;
  let token: string;
  let item: Item;

  const search = async (query: string) => {
    const res = await h.call("GET", `/api/search?${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as SearchResult;
  };

  beforeAll(async () => {
    h = await startHarness("sqlite");
    token = await h.signIn();
  });
  afterAll(() => h.close());

  it("answers 400 naming the definition's missing and too long fields", async () => {
    const missing = await h.call("POST", "/api/podcasts", { token, json: { summary: "Without a title" } });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { details: Record<string, string> }).details).toEqual({
      title: "Title is required",
    });
    const long = await h.call("POST", "/api/podcasts", { token, json: { title: "t".repeat(121) } });
    expect(long.status).toBe(400);
    expect(Object.keys(((await long.json()) as { details: Record<string, string> }).details)).toEqual(["title"]);
  });

  it("creates, reads, updates and deletes an item at /api/podcasts", async () => {
    const created = await h.call("POST", "/api/podcasts", {
      token,
      json: { title: "Budget talk in Kitengela", summary: "Residents on the county budget", published_at: PAST },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    item = (await created.json()) as Item;
    expect(created.headers.get("location")).toBe(`/api/podcasts/${item.id}`);
    expect(item).toMatchObject({ title: "Budget talk in Kitengela", published_at: PAST });

    const read = await h.call("GET", `/api/podcasts/${item.id}`);
    expect(await read.json()).toEqual(item);

    const updated = await h.call("PUT", `/api/podcasts/${item.id}`, {
      token,
      json: { title: "Budget hearing in Kitengela" },
    });
    expect(updated.status, await updated.clone().text()).toBe(200);
    item = (await updated.json()) as Item;
    expect(item).toMatchObject({ title: "Budget hearing in Kitengela", summary: "Residents on the county budget" });

    const list = await h.call("GET", "/api/podcasts");
    expect(((await list.json()) as { items: Item[] }).items.map((i) => i.title)).toEqual([
      "Budget hearing in Kitengela",
    ]);

    const doomed = await h.call("POST", "/api/podcasts", { token, json: { title: "A draft to remove" } });
    const { id } = (await doomed.json()) as Item;
    expect((await h.call("DELETE", `/api/podcasts/${id}`, { token })).status).toBe(204);
    expect((await h.call("GET", `/api/podcasts/${id}`, { token })).status).toBe(404);
  });

  it("lists the kind in the admin sidebar in both languages", () => {
    for (const links of [adminNavLinks, adminNavLinksSw]) {
      expect(links).toContainEqual({ href: "/admin/podcasts", label: "Podcasts", permission: "content" });
      expect(links).toContainEqual({ href: "/admin/talks", label: "Talks", permission: "content" });
    }
  });

  it("finds a published item by the search, typed by its kind and linking to the kind's page", async () => {
    const found = await search("q=hearing+kitengela&type=podcasts");
    expect(found.items.map(({ type, id, title, url }) => ({ type, id, title, url }))).toEqual([
      { type: "podcasts", id: item.id, title: "Budget hearing in Kitengela", url: "/podcasts" },
    ]);
    expect(found.total).toBe(1);
    expect((await search("q=hearing+kitengela")).counts).toMatchObject({ podcasts: 1 });
    expect((await search("q=hearing+kitengela&type=talks")).total).toBe(0);
  });

  it("links a result of a kind with item pages to the item's own page, and lists it in the sitemap", async () => {
    const res = await h.call("POST", "/api/talks", { token, json: { title: "Open county talk", published_at: PAST } });
    expect(res.status, await res.clone().text()).toBe(201);
    const talk = (await res.json()) as Item;
    const found = await search("q=open+county+talk&type=talks");
    expect(found.items.map(({ type, url }) => ({ type, url }))).toEqual([{ type: "talks", url: `/talks/${talk.id}` }]);

    // The sitemap lists an item's own page; a kind's page (/podcasts, /talks) is a route of the
    // site, listed with the site's pages (app/content/sitemap-pages.ts), which this test has none of.
    const xml = await sitemapDocument(h.services.db.db, h.clock.now(), "https://uraia.test", [], null);
    expect(xml).toContain(`<loc>https://uraia.test/talks/${talk.id}</loc>`);
    expect(xml).not.toContain("/podcasts");
  });
});
