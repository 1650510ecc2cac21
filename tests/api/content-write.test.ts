import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ContentChange, contentWriter } from "../../server/content/content-write.ts";
import { notFound } from "../../server/http/errors.ts";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();

/** The one write path of content (server/content/content-write.ts): one committed event per write, none for a refused one. */
describe.each(kinds)("the one write path of content on %s", (kind) => {
  let h: Harness;
  let token: string;
  const heard: ContentChange[] = [];

  beforeAll(async () => {
    h = await startHarness(kind);
    token = await h.signIn();
    h.services.onContentChanged((change) => heard.push(change));
  });
  afterAll(() => h.close());

  const send = async (method: string, path: string, json?: unknown) => {
    const response = await h.call(method, path, { token, ...(json !== undefined && { json }) });
    return { status: response.status, body: (await response.json().catch(() => null)) as { id: number } | null };
  };

  it("announces every create, update, translation, move and delete of every kind once, after it is stored", async () => {
    heard.length = 0;
    const news = (await send("POST", "/api/news", { title: "Ward budget forum in Kitui" })).body!.id;
    expect((await send("PUT", `/api/news/${news}`, { excerpt: "Residents asked questions" })).status).toBe(200);
    expect((await send("PUT", `/api/news/${news}/translations/sw`, { title: "Jukwaa la bajeti" })).status).toBe(200);
    expect((await send("DELETE", `/api/news/${news}`)).status).toBe(204);
    const report = (await send("POST", "/api/publications", { title: "Water review", pdf_url: "/uploads/w.pdf" })).body!
      .id;
    const first = (await send("POST", "/api/team", { name: "Achieng Otieno" })).body!.id;
    const second = (await send("POST", "/api/team", { name: "Baraka Mwangi" })).body!.id;
    expect((await send("POST", `/api/team/${second}/move`, { direction: "up" })).status).toBe(200);
    expect((await send("DELETE", `/api/team/${first}`)).status).toBe(204);
    expect(heard).toEqual([
      { kind: "news", action: "create", id: news },
      { kind: "news", action: "update", id: news },
      { kind: "news", action: "translate", id: news },
      { kind: "news", action: "delete", id: news },
      { kind: "publications", action: "create", id: report },
      { kind: "team", action: "create", id: first },
      { kind: "team", action: "create", id: second },
      { kind: "team", action: "move", id: second },
      { kind: "team", action: "delete", id: first },
    ]);
    // The event removed what hung on the deleted item: its Kiswahili version and its search documents.
    const db = h.services.db.db;
    expect(await db.selectFrom("translations").select("item_id").where("kind", "=", "news").execute()).toEqual([]);
    expect(await db.selectFrom("search_documents").select("id").where("type", "=", "news").execute()).toEqual([]);
  });

  it("announces nothing for a write refused, and a failing event undoes the write", async () => {
    heard.length = 0;
    expect((await send("PUT", "/api/news/999999", { title: "Nothing here" })).status).toBe(404);
    expect((await send("DELETE", "/api/team/999999")).status).toBe(404);
    expect(heard).toEqual([]);

    const db = h.services.db.db;
    const announced: ContentChange[] = [];
    const failing = contentWriter(
      db,
      async () => {
        throw new Error("the search documents could not be written");
      },
      (change) => announced.push(change),
    );
    const at = h.clock.now();
    const attempt = failing(
      { kind: "team", action: "create" },
      async (trx) => {
        const row = await trx
          .insertInto("collection_items")
          .values({
            ...{ collection: "team", kind: null, title: "Never stored", search: "", position: 99, featured: false },
            ...{ starts_at: null, ends_at: null, published_at: null, data: "{}", created_at: at, updated_at: at },
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        return { id: Number(row.id), value: row };
      },
      notFound("Team member not found"),
    );
    await expect(attempt).rejects.toThrow("the search documents could not be written");
    expect(await db.selectFrom("collection_items").select("id").where("title", "=", "Never stored").execute()).toEqual(
      [],
    );
    expect(announced).toEqual([]);
  });
});
