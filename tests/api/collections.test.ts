import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLLECTION_NAMES, collectionDefinition } from "../../shared/collections/index.ts";
import { databaseKinds } from "../support/databases.ts";
import { SAMPLES } from "./collection-samples.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();
const PAST = "2025-06-01T09:00:00.000Z";
type Item = { id: number; published_at: string | null; position: number } & Record<string, unknown>;

/** The same tests for every collection, driven by its definition. */
describe.each(kinds)("collections API on %s", (kind) => {
  let h: Harness;
  let token: string;

  beforeAll(async () => {
    h = await startHarness(kind);
    token = await h.signIn();
  });
  afterAll(() => h.close());

  describe.each(COLLECTION_NAMES)("/api/%s", (name) => {
    const definition = collectionDefinition(name);
    const sample = SAMPLES[name];
    const create = async (json: Record<string, unknown>) => {
      const res = await h.call("POST", `/api/${name}`, { token, json });
      expect(res.status, await res.clone().text()).toBe(201);
      return (await res.json()) as Item;
    };

    it("refuses writes without a staff token (401)", async () => {
      const res = await h.call("POST", `/api/${name}`, { json: sample.item });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: "Please sign in to continue." });
    });

    it("answers 400 naming every missing required field", async () => {
      const res = await h.call("POST", `/api/${name}`, { token, json: {} });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; details: Record<string, string> };
      const required = Object.entries(definition.fields)
        .filter(([, f]) => f.required)
        .map(([k]) => k);
      expect(required.length).toBeGreaterThan(0);
      expect(Object.keys(body.details).sort()).toEqual(required.sort());
      for (const field of required) expect(body.details[field]).toMatch(/is required|must be one of/);
    });

    it("creates an item, answers it with Location, and reads it back", async () => {
      const res = await h.call("POST", `/api/${name}`, { token, json: { ...sample.item, published_at: PAST } });
      expect(res.status, await res.clone().text()).toBe(201);
      const item = (await res.json()) as Item;
      expect(res.headers.get("location")).toBe(`/api/${name}/${item.id}`);
      expect(item).toMatchObject({ published_at: PAST });
      for (const [key, value] of Object.entries(sample.item)) {
        if (typeof value === "string" && !/^\d{4}-/.test(value)) expect(item[key]).toBe(value);
      }
      const fetched = await h.call("GET", `/api/${name}/${item.id}`);
      expect(await fetched.json()).toEqual(item);
    });

    it("hides drafts and scheduled items from the public, shows them to staff", async () => {
      const draft = await create({ ...sample.item, published_at: null });
      const scheduled = await create({ ...sample.item, published_at: "2026-03-01T09:00:00.000Z" });
      for (const item of [draft, scheduled]) {
        expect((await h.call("GET", `/api/${name}/${item.id}`)).status).toBe(404);
        expect((await h.call("GET", `/api/${name}/${item.id}`, { token })).status).toBe(200);
      }
      const publicIds = ((await (await h.call("GET", `/api/${name}?limit=100`)).json()) as { items: Item[] }).items.map(
        (i) => i.id,
      );
      expect(publicIds).not.toContain(draft.id);
      expect(publicIds).not.toContain(scheduled.id);
      const drafts = (await (await h.call("GET", `/api/${name}?status=draft&limit=100`, { token })).json()) as {
        items: Item[];
      };
      expect(drafts.items.map((i) => i.id)).toContain(draft.id);
      expect(drafts.items.every((i) => i.published_at === null)).toBe(true);
      const scheduledList = (await (await h.call("GET", `/api/${name}?status=scheduled`, { token })).json()) as {
        items: Item[];
      };
      expect(scheduledList.items.map((i) => i.id)).toEqual([scheduled.id]);
    });

    it("updates only the fields given, and validates the result", async () => {
      const item = await create({ ...sample.item, published_at: PAST });
      const title = definition.titleField;
      const res = await h.call("PUT", `/api/${name}/${item.id}`, { token, json: { [title]: "Renamed item" } });
      expect(res.status, await res.clone().text()).toBe(200);
      const updated = (await res.json()) as Item;
      expect(updated[title]).toBe("Renamed item");
      expect(updated.published_at).toBe(PAST);
      const bad = await h.call("PUT", `/api/${name}/${item.id}`, { token, json: { [title]: "" } });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { details: Record<string, string> }).details[title]).toMatch(/is required/);
      expect((await h.call("PUT", `/api/${name}/999999`, { token, json: {} })).status).toBe(404);
    });

    it("lists { items, total } with limit/offset, search and 400 for a bad query", async () => {
      const all = (await (await h.call("GET", `/api/${name}?limit=100`, { token })).json()) as {
        items: Item[];
        total: number;
      };
      expect(all.total).toBe(all.items.length);
      const page = (await (await h.call("GET", `/api/${name}?limit=1&offset=1`, { token })).json()) as {
        items: Item[];
        total: number;
      };
      expect(page.total).toBe(all.total);
      expect(page.items).toEqual([all.items[1]]);
      const found = (await (
        await h.call("GET", `/api/${name}?q=${sample.searchable.toUpperCase()}`, { token })
      ).json()) as {
        total: number;
      };
      expect(found.total).toBeGreaterThan(0);
      const none = (await (await h.call("GET", `/api/${name}?q=%25_nothing`, { token })).json()) as { total: number };
      expect(none.total).toBe(0);
      const bad = await h.call("GET", `/api/${name}?limit=0&status=old`);
      expect(bad.status).toBe(400);
      expect(Object.keys(((await bad.json()) as { details: object }).details).sort()).toEqual(["limit", "status"]);
    });

    it("deletes an item (204), then answers 404", async () => {
      const item = await create(sample.item);
      expect((await h.call("DELETE", `/api/${name}/${item.id}`, { token })).status).toBe(204);
      const again = await h.call("DELETE", `/api/${name}/${item.id}`, { token });
      expect(again.status).toBe(404);
      expect(await again.json()).toEqual({ error: `${definition.singular} not found` });
    });

    it.runIf(definition.kindField)("filters by kind", async () => {
      const field = definition.kindField!;
      const options = definition.fields[field]!.options!;
      const other = options.find((o) => o !== sample.item[field]) ?? options[0]!;
      const item = await create({ ...sample.item, [field]: other, published_at: PAST });
      const list = (await (await h.call("GET", `/api/${name}?kind=${encodeURIComponent(other)}&limit=100`)).json()) as {
        items: Item[];
      };
      expect(list.items.map((i) => i.id)).toContain(item.id);
      expect(list.items.every((i) => i[field] === other)).toBe(true);
      expect((await h.call("GET", `/api/${name}?kind=nonsense`)).status).toBe(400);
    });

    it.runIf(definition.order === "position")("moves an item up and down among the others", async () => {
      const a = await create({ ...sample.item, [definition.titleField]: "First of three" });
      const b = await create({ ...sample.item, [definition.titleField]: "Second of three" });
      const moved = await h.call("POST", `/api/${name}/${b.id}/move`, { token, json: { direction: "up" } });
      expect(moved.status).toBe(200);
      const list = (await (await h.call("GET", `/api/${name}?limit=100`, { token })).json()) as { items: Item[] };
      const ids = list.items.map((i) => i.id);
      expect(ids.indexOf(b.id)).toBe(ids.indexOf(a.id) - 1);
      expect((await h.call("POST", `/api/${name}/${b.id}/move`, { json: { direction: "up" } })).status).toBe(401);
    });
  });
});
