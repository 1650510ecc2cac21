import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createItem } from "../api/collection-client.ts";
import { SAMPLES } from "../api/collection-samples.ts";
import { type Harness, startHarness } from "../api/harness.ts";
import { addStaff } from "../api/staff-support.ts";
import { databaseKinds } from "../support/databases.ts";

const kinds = await databaseKinds();

/** Drafts are seen only by those who may edit them (docs/product.md, "Staff roles"): in reads, lists and search. */
describe.each(kinds)("visibility by capability on %s", (kind) => {
  let h: Harness;
  const tokens = { admin: "", editor: "", author: "", otherAuthor: "", finance: "" };
  const ids = { adminDraft: 0, authorDraft: 0, publicationDraft: 0, eventDraft: 0, published: 0 };
  const get = (path: string, who: keyof typeof tokens) => h.call("GET", path, { token: tokens[who] });
  const newsIds = async (path: string, who: keyof typeof tokens) =>
    ((await (await get(path, who)).json()) as { items: { id: number }[] }).items.map((i) => i.id).sort();
  const searchHits = async (q: string, who: keyof typeof tokens) =>
    ((await (await get(`/api/search?q=${q}`, who)).json()) as { items: { title: string }[] }).items.map((i) => i.title);

  beforeAll(async () => {
    h = await startHarness(kind);
    tokens.admin = await h.signIn();
    tokens.editor = (await addStaff(h, "editor")).token;
    tokens.author = (await addStaff(h, "author")).token;
    tokens.otherAuthor = (await addStaff(h, "author")).token;
    tokens.finance = (await addStaff(h, "finance")).token;
    const news = async (who: keyof typeof tokens, json: Record<string, unknown>) => {
      const res = await h.call("POST", "/api/news", { token: tokens[who], json });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: number }).id;
    };
    ids.adminDraft = await news("admin", { title: "Zebrawood budget memo" });
    ids.authorDraft = await news("author", { title: "Zebrawood ward notes" });
    ids.published = await news("admin", { title: "Zebrawood public story", published_at: "2025-06-01T09:00:00.000Z" });
    const publication = await h.call("POST", "/api/publications", {
      token: tokens.admin,
      json: { title: "Zebrawood draft report", pdf_url: "https://files.example.org/report.pdf" },
    });
    expect(publication.status).toBe(201);
    ids.publicationDraft = ((await publication.json()) as { id: number }).id;
    ids.eventDraft = (
      await createItem(h, tokens.admin, "events", {
        ...SAMPLES.events.item,
        title: "Zebrawood dialogue",
        published_at: null,
      })
    ).id;
  });
  afterAll(() => h.close());

  it("shows a news draft by id only to those who may edit it", async () => {
    const status = async (id: number, who: keyof typeof tokens) => (await get(`/api/news/${id}`, who)).status;
    expect(await status(ids.adminDraft, "admin")).toBe(200);
    expect(await status(ids.adminDraft, "editor")).toBe(200);
    expect(await status(ids.adminDraft, "finance")).toBe(404);
    expect(await status(ids.adminDraft, "author")).toBe(404);
    expect(await status(ids.authorDraft, "author")).toBe(200);
    expect(await status(ids.authorDraft, "otherAuthor")).toBe(404);
    expect(await status(ids.authorDraft, "finance")).toBe(404);
    expect(await status(ids.published, "finance")).toBe(200);
  });

  it("lists drafts only to those who may edit them: an Author their own", async () => {
    expect(await newsIds("/api/news?status=draft", "admin")).toEqual([ids.adminDraft, ids.authorDraft].sort());
    expect(await newsIds("/api/news?status=draft", "editor")).toEqual([ids.adminDraft, ids.authorDraft].sort());
    expect(await newsIds("/api/news?status=draft", "author")).toEqual([ids.authorDraft]);
    expect(await newsIds("/api/news?status=draft", "otherAuthor")).toEqual([]);
    expect(await newsIds("/api/news?status=draft", "finance")).toEqual([]);
    expect(await newsIds("/api/news", "finance")).toEqual([ids.published]);
    expect(await newsIds("/api/news?q=zebrawood", "author")).toEqual([ids.authorDraft, ids.published].sort());
  });

  it("keeps draft publications and collection items from those who cannot edit them", async () => {
    expect((await get(`/api/publications/${ids.publicationDraft}`, "author")).status).toBe(404);
    expect((await get(`/api/publications/${ids.publicationDraft}`, "finance")).status).toBe(404);
    expect((await get(`/api/publications/${ids.publicationDraft}`, "editor")).status).toBe(200);
    expect((await get(`/api/events/${ids.eventDraft}`, "finance")).status).toBe(404);
    expect((await get(`/api/events/${ids.eventDraft}`, "author")).status).toBe(404);
    expect((await get(`/api/events/${ids.eventDraft}`, "editor")).status).toBe(200);
  });

  it("finds drafts in the site search only for those who may edit every kind", async () => {
    expect((await searchHits("zebrawood", "editor")).sort()).toEqual([
      "Zebrawood budget memo",
      "Zebrawood dialogue",
      "Zebrawood draft report",
      "Zebrawood public story",
      "Zebrawood ward notes",
    ]);
    expect(await searchHits("zebrawood", "finance")).toEqual(["Zebrawood public story"]);
    expect(await searchHits("zebrawood", "otherAuthor")).toEqual(["Zebrawood public story"]);
  });

  it("does not let a Finance officer confirm a masked phone number by searching it", async () => {
    const at = h.clock.now();
    await h.services.db.db
      .insertInto("donations")
      .values({
        ref: "SECPHONE01",
        source: "stk",
        status: "paid",
        amount: 500,
        paid_amount: 500,
        phone: "254712398765",
        receipt: "TSECPHONE1",
        created_at: at,
        updated_at: at,
      })
      .execute();
    const refs = async (q: string, who: keyof typeof tokens) =>
      ((await (await get(`/api/donations?q=${q}`, who)).json()) as { items: { ref: string }[] }).items.map(
        (i) => i.ref,
      );
    expect(await refs("0712398765", "admin")).toEqual(["SECPHONE01"]);
    expect(await refs("0712398765", "finance")).toEqual([]);
    expect(await refs("254712398765", "finance")).toEqual([]);
    expect(await refs("1239", "finance")).toEqual([]);
    expect(await refs("765", "finance")).toEqual(["SECPHONE01"]);
    expect(await refs("tsecphone1", "finance")).toEqual(["SECPHONE01"]);
    const csv = await (await get("/api/donations/export.csv?q=0712398765", "finance")).text();
    expect(csv).not.toContain("SECPHONE01");
  });
});
