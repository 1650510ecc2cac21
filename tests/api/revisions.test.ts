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

  it("marks a scheduled item in list answers", async () => {
    const at = new Date(h.clock.now().getTime() + 86_400_000).toISOString();
    const created = await send<Item>("POST", "/api/news", { title: "Budget hearing next week", published_at: at });
    const list = await send<{ items: Item[] }>("GET", "/api/news");
    expect(list.body.items.find((item) => item.id === created.body.id)?.scheduled).toBe(true);
    const history = await send<{ items: Entry[] }>("GET", `/api/news/${created.body.id}/revisions`);
    expect(history.body.items[0]!.status).toBe("scheduled");
  });
});
