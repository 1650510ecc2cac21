import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();

type Item = { id: number; version: number; title?: string; name?: string; scheduled?: boolean };
type Entry = { id: number; summary: string; status: string; version: number; author: { name: string } | null };

/** The same three saves, history, restore and conflict for news, publications and a collection. */
const KINDS = [
  {
    kind: "news",
    create: { title: "Ward budget forum in Kitui", excerpt: "Residents met" },
    first: { title: "Ward budget forum in Kitui town", excerpt: "Residents asked questions" },
    second: { content: "<p>The forum ran two hours.</p>" },
    summaries: ["Changed content", "Changed title, slug, excerpt", "Created"],
    titleField: "title",
  },
  {
    kind: "publications",
    create: { title: "Water review", pdf_url: "/uploads/w.pdf" },
    first: { title: "Water review 2026", description: "County water spending" },
    second: { featured: true },
    summaries: ["Changed featured", "Changed title, description", "Created"],
    titleField: "title",
  },
  {
    kind: "team",
    create: { name: "Achieng Otieno" },
    first: { name: "Achieng Otieno-Were" },
    second: { role: "Programme officer" },
    summaries: ["Changed role", "Changed name", "Created"],
    titleField: "name",
  },
] as const;

describe.each(kinds)("revisions and edit conflicts on %s", (database) => {
  let h: Harness;
  let token: string;

  beforeAll(async () => {
    h = await startHarness(database);
    token = await h.signIn();
  });
  afterAll(() => h.close());

  const send = async <T>(method: string, path: string, json?: unknown, withToken = true) => {
    const response = await h.call(method, path, {
      ...(withToken && { token }),
      ...(json !== undefined && { json }),
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as T };
  };

  describe.each(KINDS)("$kind", (k) => {
    it("keeps a revision per save, answers a snapshot, restores as a new revision, refuses a stale version", async () => {
      const created = await send<Item>("POST", `/api/${k.kind}`, k.create);
      expect(created.status).toBe(201);
      expect(created.body.version).toBe(1);
      const id = created.body.id;
      const first = await send<Item>("PUT", `/api/${k.kind}/${id}`, { ...k.first, version: 1 });
      expect(first.status).toBe(200);
      expect(first.body.version).toBe(2);
      // A save without a version is taken as before.
      const second = await send<Item>("PUT", `/api/${k.kind}/${id}`, k.second);
      expect(second.body.version).toBe(3);

      const history = await send<{ items: Entry[] }>("GET", `/api/${k.kind}/${id}/revisions`);
      expect(history.status).toBe(200);
      expect(history.body.items.map((e) => e.summary)).toEqual(k.summaries);
      expect(history.body.items.map((e) => [e.version, e.status, e.author?.name !== undefined])).toEqual([
        [3, "draft", true],
        [2, "draft", true],
        [1, "draft", true],
      ]);
      expect(Object.keys(history.body.items[0]!).sort()).toEqual(
        ["author", "created_at", "id", "status", "summary", "version"].sort(),
      );

      // The public and the signed-out see no history.
      expect((await send("GET", `/api/${k.kind}/${id}/revisions`, undefined, false)).status).toBe(401);

      const oldest = history.body.items[2]!;
      const snapshot = await send<{ snapshot: Record<string, unknown> }>(
        "GET",
        `/api/${k.kind}/${id}/revisions/${oldest.id}`,
      );
      expect(snapshot.status).toBe(200);
      expect(snapshot.body.snapshot[k.titleField]).toBe(k.create[k.titleField as keyof typeof k.create]);
      expect((await send("GET", `/api/${k.kind}/${id}/revisions/999999`)).status).toBe(404);

      // A save that sends an older version: 409 with the item as it is now, and nothing written.
      const stale = await send<{ error: string; current: Item }>("PUT", `/api/${k.kind}/${id}`, {
        [k.titleField]: "Someone else's title",
        version: 2,
      });
      expect(stale.status).toBe(409);
      expect(stale.body.error).toBe(
        "Someone else saved this since you opened it. Nothing was saved: compare their version with yours, then save again.",
      );
      expect(stale.body.current.version).toBe(3);
      const unchanged = await send<Item>("GET", `/api/${k.kind}/${id}`);
      expect(unchanged.body.version).toBe(3);
      expect(unchanged.body[k.titleField as "title"]).toBe(k.first[k.titleField as keyof typeof k.first]);

      // A restore with a stale version is refused too; then restored for real.
      const staleRestore = await send("POST", `/api/${k.kind}/${id}/revisions/${oldest.id}/restore`, { version: 1 });
      expect(staleRestore.status).toBe(409);
      const restored = await send<Item>("POST", `/api/${k.kind}/${id}/revisions/${oldest.id}/restore`, { version: 3 });
      expect(restored.status).toBe(200);
      expect(restored.body.version).toBe(4);
      expect(restored.body[k.titleField as "title"]).toBe(k.create[k.titleField as keyof typeof k.create]);
      const after = await send<{ items: Entry[] }>("GET", `/api/${k.kind}/${id}/revisions`);
      expect(after.body.items).toHaveLength(4);
      expect(after.body.items[0]!.summary).toBe(`Restored revision ${oldest.id} of 2026-01-15 09:00 UTC`);

      const audit = await send<{ items: Array<{ action: string; entity_id: string; sentence: string }> }>(
        "GET",
        `/api/audit?entity=${k.kind}`,
      );
      const entry = audit.body.items.find((e) => e.action === `${k.kind}.revisions.${oldest.id}.restore`);
      expect(entry?.entity_id).toBe(String(id));
      expect(entry?.sentence).toMatch(new RegExp(`restored revision ${oldest.id} of '`));
    });
  });

  it("lets only one of two saves sent at once from the same version win; the other is 409", async () => {
    const created = await send<Item>("POST", "/api/stories", { title: "Two editors at once", category: "Youth" });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const [a, b] = await Promise.all([
      send<Item>("PUT", `/api/stories/${id}`, { title: "Editor A's title", version: 1 }),
      send<Item>("PUT", `/api/stories/${id}`, { title: "Editor B's title", version: 1 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const stored = await send<Item>("GET", `/api/stories/${id}`);
    expect(stored.body.version).toBe(2);
    expect((await send<{ items: Entry[] }>("GET", `/api/stories/${id}/revisions`)).body.items).toHaveLength(2);
  });

  it("marks a scheduled item in list answers, and the audit log records when it went live, once", async () => {
    const at = new Date(h.clock.now().getTime() + 86_400_000).toISOString();
    const created = await send<Item>("POST", "/api/news", { title: "Budget hearing next week", published_at: at });
    const list = await send<{ items: Item[] }>("GET", "/api/news");
    expect(list.body.items.find((item) => item.id === created.body.id)?.scheduled).toBe(true);
    const history = await send<{ items: Entry[] }>("GET", `/api/news/${created.body.id}/revisions`);
    expect(history.body.items[0]!.status).toBe("scheduled");

    const wentLive = async () => {
      const audit = await send<{ items: Array<{ action: string; sentence: string }> }>("GET", "/api/audit?entity=news");
      return audit.body.items.filter((e) => e.action === "news.went-live").map((e) => e.sentence);
    };
    await h.services.jobs.runDue();
    expect(await wentLive()).toEqual([]);
    h.clock.advance(2 * 86_400_000);
    await h.services.jobs.runDue();
    h.clock.advance(86_400_000);
    await h.services.jobs.runDue();
    token = await h.signIn(); // the session ended while the clock moved
    expect(await wentLive()).toEqual(["'Budget hearing next week' went live in News"]);
    const after = await send<Item>("GET", `/api/news/${created.body.id}`);
    expect(after.body.scheduled).toBe(false);
  });

  it("prunes drafts' revisions older than 90 days beyond each item's newest 50, keeping every published one", async () => {
    const db = h.services.db.db;
    const now = h.clock.now();
    const old = new Date(now.getTime() - 100 * 86_400_000);
    const recent = new Date(now.getTime() - 10 * 86_400_000);
    const row = (item: number, status: string, at: Date) => ({
      ...{ kind: "stories", item_id: item, version: 1, created_at: at, author_id: null },
      ...{ summary: "Saved", status, snapshot: "{}" },
    });
    // Item 900001: one old published revision, then 55 old drafts. Item 900002: three old drafts, two recent ones.
    await db
      .insertInto("content_revisions")
      .values([
        row(900001, "published", old),
        ...Array.from({ length: 55 }, () => row(900001, "draft", old)),
        ...Array.from({ length: 3 }, () => row(900002, "scheduled", old)),
        ...Array.from({ length: 2 }, () => row(900002, "draft", recent)),
      ])
      .execute();
    expect(await h.services.revisions.prune(now)).toBe(5);
    const left = await db
      .selectFrom("content_revisions")
      .select(["item_id", "status"])
      .where("kind", "=", "stories")
      .orderBy("id")
      .execute();
    expect(left.filter((r) => Number(r.item_id) === 900001).map((r) => r.status)).toEqual([
      "published",
      ...Array.from({ length: 50 }, () => "draft"),
    ]);
    expect(left.filter((r) => Number(r.item_id) === 900002)).toHaveLength(5);
    expect(await h.services.revisions.prune(now)).toBe(0);
  });
});
