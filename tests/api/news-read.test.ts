import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewsItem } from "../../shared/news.ts";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();

describe.each(kinds)("news API slugs, visibility and lists on %s", (kind) => {
  let h: Harness;
  let token: string;
  const create = async (json: Record<string, unknown>) => {
    const res = await h.call("POST", "/api/news", { token, json });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as NewsItem;
  };
  const past = "2025-06-01T09:00:00.000Z";

  beforeAll(async () => {
    h = await startHarness(kind);
    token = await h.signIn();
  });
  afterAll(() => h.close());

  it("gives clashing titles -2, -3… slugs", async () => {
    const a = await create({ title: "Town Hall: Isinya", published_at: past });
    const b = await create({ title: "Town hall — Isinya!", published_at: past });
    const c = await create({ title: "town hall isinya", published_at: past });
    expect([a.slug, b.slug, c.slug]).toEqual(["town-hall-isinya", "town-hall-isinya-2", "town-hall-isinya-3"]);
    expect((await create({ title: "2027" })).slug).toBe("news-2027");
  });

  it("keeps an old slug resolving after a title change, saying where the item lives now", async () => {
    const item = await create({ title: "Water Dialogue in Isinya", published_at: past });
    const res = await h.call("PUT", `/api/news/${item.id}`, {
      token,
      json: { title: "Water Dialogue in Isinya: Outcomes" },
    });
    const renamed = (await res.json()) as NewsItem;
    expect(renamed.slug).toBe("water-dialogue-in-isinya-outcomes");
    // Visitors see the item without the staff-only author_id.
    const { author_id, ...publicView } = renamed;
    expect(author_id).toEqual(expect.any(Number));
    const current = await h.call("GET", `/api/news/slug/${renamed.slug}`);
    expect(current.status).toBe(200);
    expect(await current.json()).toEqual(publicView);
    const old = await h.call("GET", "/api/news/slug/water-dialogue-in-isinya");
    expect(old.status).toBe(200);
    expect(old.headers.get("content-location")).toBe("/api/news/slug/water-dialogue-in-isinya-outcomes");
    expect(await old.json()).toEqual({ ...publicView, moved_from: "water-dialogue-in-isinya" });
    // A new item with the old title does not steal the old link.
    expect((await create({ title: "Water Dialogue in Isinya" })).slug).toBe("water-dialogue-in-isinya-2");
    // Renaming back reclaims the slug.
    const back = await h.call("PUT", `/api/news/${item.id}`, { token, json: { slug: "Water Dialogue in Isinya" } });
    expect(((await back.json()) as NewsItem).slug).toBe("water-dialogue-in-isinya");
    const moved = (await (
      await h.call("GET", "/api/news/slug/water-dialogue-in-isinya-outcomes")
    ).json()) as NewsItem & { moved_from: string };
    expect(moved.slug).toBe("water-dialogue-in-isinya");
  });

  it("finds a URL-encoded slug and answers 404 for unknown ids and slugs", async () => {
    const item = await create({ title: "Ngũgĩ Reading Circle", published_at: past });
    expect(item.slug).toBe("ngugi-reading-circle");
    expect((await h.call("GET", `/api/news/slug/${encodeURIComponent("Ngugi-Reading-Circle")}`)).status).toBe(200);
    const byTitle = await h.call("GET", `/api/news/slug/${encodeURIComponent("Ngũgĩ Reading Circle")}`);
    expect(((await byTitle.json()) as NewsItem).id).toBe(item.id);
    for (const path of ["/api/news/999999", "/api/news/abc", "/api/news/0", "/api/news/slug/no-such-story"]) {
      const res = await h.call("GET", path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ error: "News item not found" });
    }
    expect((await h.call("PUT", "/api/news/999999", { token, json: { title: "x" } })).status).toBe(404);
    expect((await h.call("DELETE", "/api/news/999999", { token })).status).toBe(404);
  });

  it("shows drafts and scheduled items to staff only, and publishes on time", async () => {
    const draft = await create({ title: "Draft Story", published_at: null });
    const scheduled = await create({ title: "Scheduled Story", published_at: "2026-01-15T12:00:00.000Z" });
    const publicList = (await (await h.call("GET", "/api/news?limit=100")).json()) as { items: NewsItem[] };
    const publicIds = publicList.items.map((i) => i.id);
    expect(publicIds).not.toContain(draft.id);
    expect(publicIds).not.toContain(scheduled.id);
    expect((await h.call("GET", `/api/news/${draft.id}`)).status).toBe(404);
    expect((await h.call("GET", `/api/news/slug/${scheduled.slug}`)).status).toBe(404);
    // A bad token on a read is simply treated as a visitor.
    expect((await h.call("GET", `/api/news/${draft.id}`, { token: "not-a-real-token-at-all-123" })).status).toBe(404);
    const staffList = (await (await h.call("GET", "/api/news?limit=100", { token })).json()) as { items: NewsItem[] };
    expect(staffList.items.map((i) => i.id)).toEqual(expect.arrayContaining([draft.id, scheduled.id]));
    expect((await h.call("GET", `/api/news/${draft.id}`, { token })).status).toBe(200);
    h.clock.set("2026-01-15T12:00:01.000Z");
    expect((await h.call("GET", `/api/news/slug/${scheduled.slug}`)).status).toBe(200);
    h.clock.set("2026-01-15T09:00:00.000Z");
  });

  it("lists newest first with limit, offset and category/featured filters", async () => {
    const older = await create({
      title: "Older Governance",
      category: "Governance Watch",
      published_at: "2025-01-01T00:00:00Z",
    });
    const newer = await create({
      title: "Newer Governance",
      category: "Governance Watch",
      published_at: "2025-12-01T00:00:00Z",
      featured: true,
    });
    const res = await h.call("GET", "/api/news?category=governance%20watch");
    const body = (await res.json()) as { items: NewsItem[]; total: number };
    expect(body.items.map((i) => i.id)).toEqual([newer.id, older.id]);
    expect(body.total).toBe(2);
    const featured = (await (await h.call("GET", "/api/news?category=Governance%20Watch&featured=true")).json()) as {
      items: NewsItem[];
    };
    expect(featured.items.map((i) => i.id)).toEqual([newer.id]);
    const all = (await (await h.call("GET", "/api/news?limit=100")).json()) as { items: NewsItem[]; total: number };
    const dates = all.items.map((i) => i.published_at ?? "");
    expect(dates).toEqual([...dates].sort().reverse());
    const page = (await (await h.call("GET", "/api/news?limit=2&offset=1")).json()) as { items: NewsItem[] };
    expect(page.items.map((i) => i.id)).toEqual(all.items.slice(1, 3).map((i) => i.id));
    expect(all.items.length).toBe(all.total);
    const bad = await h.call("GET", "/api/news?limit=500&featured=maybe");
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { details: object }).details).sort()).toEqual(["featured", "limit"]);
    const defaults = (await (await h.call("GET", "/api/news", { token })).json()) as {
      items: NewsItem[];
      total: number;
    };
    expect(defaults.items.length).toBe(Math.min(20, defaults.total));
  });
});
