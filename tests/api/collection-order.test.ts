import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry } from "../../shared/staff.ts";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, STAFF, startHarness } from "./harness.ts";
import { addStaff } from "./staff-support.ts";

const kinds = await databaseKinds();
type Item = { id: number; title: string; position: number };

/** Ordering by hand: moves to a position, the top or the bottom, one audit entry each (docs/product.md). */
describe.each(kinds)("ordering a collection on %s", (kind) => {
  let h: Harness;
  let token: string;
  let adminToken: string;
  let ids: number[] = [];

  const create = async (title: string, extra: Record<string, unknown> = {}) => {
    const res = await h.call("POST", "/api/resources", {
      token,
      json: { title, file_url: "https://files.example.org/guide.pdf", category: "Toolkits", ...extra },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Item;
  };
  const order = async () => {
    const res = await h.call("GET", "/api/resources?limit=100", { token });
    return ((await res.json()) as { items: Item[] }).items;
  };
  const move = (id: number, json: unknown) => h.call("POST", `/api/resources/${id}/move`, { token, json });
  const audit = async (query: string) => {
    const res = await h.call("GET", `/api/audit${query}`, { token: adminToken });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as { items: AuditEntry[]; total: number };
  };

  beforeAll(async () => {
    h = await startHarness(kind);
    const editor = await addStaff(h, "editor", "Wanjiru");
    token = editor.token;
    adminToken = (await addStaff(h, "admin", "Baraka")).token;
    ids = [];
    for (let i = 1; i <= 6; i++) ids.push((await create(`Guide ${i}`)).id);
  });
  afterAll(() => h.close());

  it("moves the last item to the top in one call, numbering the list 0..n-1, with one audit entry", async () => {
    const before = (await audit("?entity=resources&action=resources.move")).total;
    const last = ids[5]!;
    const res = await move(last, { to: "top" });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as Item).position).toBe(0);
    const items = await order();
    expect(items.map((i) => i.id)).toEqual([last, ...ids.slice(0, 5)]);
    expect(items.map((i) => i.position)).toEqual([0, 1, 2, 3, 4, 5]);
    const moves = await audit("?entity=resources&action=resources.move");
    expect(moves.total).toBe(before + 1);
    expect(moves.items[0]).toMatchObject({ actor_name: "Wanjiru", label: "Guide 6", entity_id: String(last) });
    expect(moves.items[0]!.sentence).toBe("Wanjiru moved 'Guide 6' to the top of Resources");
  });

  it("moves to the bottom, to a position counted from 0, and one step up or down", async () => {
    const [first] = await order();
    expect((await move(first!.id, { to: "bottom" })).status).toBe(200);
    expect((await order()).at(-1)!.id).toBe(first!.id);
    expect((await move(first!.id, { position: 2 })).status).toBe(200);
    expect((await order())[2]!.id).toBe(first!.id);
    expect((await move(first!.id, { direction: "up" })).status).toBe(200);
    expect((await order())[1]!.id).toBe(first!.id);
    expect((await move(first!.id, { position: 99 })).status).toBe(200);
    expect((await order()).at(-1)!.id).toBe(first!.id);
    const [latest] = (await audit("?action=resources.move&limit=2")).items;
    expect(latest!.sentence).toBe("Wanjiru moved 'Guide 6' to the bottom of Resources");
    await move(first!.id, { position: 3 });
    expect((await audit("?action=resources.move&limit=1")).items[0]!.sentence).toBe(
      "Wanjiru moved 'Guide 6' to position 4 of 6 in Resources",
    );
  });

  it("refuses bad bodies with a 400 naming what to send", async () => {
    const id = ids[0]!;
    const cases: Array<[unknown, string]> = [
      [{}, 'Send one of "direction" (up or down), "position" (0 = first) or "to" (top or bottom).'],
      [
        { to: "top", position: 1 },
        'Send one of "direction" (up or down), "position" (0 = first) or "to" (top or bottom).',
      ],
      [{ to: "middle" }, "to must be top or bottom."],
      [{ position: -1 }, "position must be a whole number, 0 (the first) or more."],
      [{ position: 1.5 }, "position must be a whole number, 0 (the first) or more."],
      [{ position: "2" }, "position must be a whole number, 0 (the first) or more."],
      [{ direction: "left" }, "direction must be up or down."],
      [[1], "The request body must be a JSON object."],
    ];
    for (const [json, error] of cases) {
      const res = await move(id, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(error);
    }
    expect((await h.call("POST", "/api/resources/999999/move", { token, json: { to: "top" } })).status).toBe(404);
    const byDate = await h.call("POST", "/api/events/1/move", { token, json: { to: "top" } });
    expect(byDate.status).toBe(400);
  });

  it("adds a new item at the top when asked, and refuses any other `to`", async () => {
    const item = await create("Budget guide", { to: "top" });
    expect(item.position).toBe(0);
    const items = await order();
    expect(items[0]!.id).toBe(item.id);
    expect(items.map((i) => i.position)).toEqual(items.map((_, index) => index));
    const bad = await h.call("POST", "/api/resources", {
      token,
      json: { title: "X", file_url: "https://files.example.org/x.pdf", category: "Toolkits", to: "first" },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe("to must be top or bottom");
    ids.push(item.id);
  });

  it("keeps positions 0..n-1 with every item once when many moves run at the same time", async () => {
    const targets: unknown[] = [
      { to: "top" },
      { to: "bottom" },
      { position: 3 },
      { direction: "down" },
      { position: 0 },
      { to: "bottom" },
      { direction: "up" },
      { position: 5 },
    ];
    const results = await Promise.all(
      [...targets, ...targets].map((json, index) => move(ids[index % ids.length]!, json)),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const items = await order();
    expect(items.map((i) => i.position)).toEqual(items.map((_, index) => index));
    expect(items.map((i) => i.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  });

  it("still names a deleted item and a staff member by the names they had", async () => {
    const item = await create("Old leaflet");
    expect((await h.call("DELETE", `/api/resources/${item.id}`, { token })).status).toBe(204);
    await h.call("PUT", "/api/me", { token, json: { name: "Wanjiru K." } });
    const [deleted] = (await audit(`?action=resources.delete&limit=1`)).items;
    expect(deleted!.sentence).toBe("Wanjiru deleted 'Old leaflet' from Resources");
    const [created] = (await audit(`?action=resources.create&limit=1`)).items;
    expect(created!.sentence).toBe("Wanjiru added 'Old leaflet' to Resources");
  });

  it("filters by person, area and date (last N days, or a range of calendar days)", async () => {
    const people = (await (await h.call("GET", "/api/users", { token: adminToken })).json()) as {
      items: Array<{ id: number; name: string }>;
    };
    const editor = people.items.find((u) => u.name === "Wanjiru K.")!;
    const mine = await audit(`?actor=${editor.id}&limit=100`);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.items.every((e) => e.actor_id === editor.id)).toBe(true);
    const signIns = await audit(`?actor=${encodeURIComponent(STAFF.email)}&entity=resources`);
    expect(signIns.total).toBe(0);
    const today = h.clock.now().toISOString().slice(0, 10);
    const all = (await audit("?entity=resources")).total;
    expect((await audit("?entity=resources&days=1")).total).toBe(all);
    expect((await audit(`?entity=resources&from=${today}&to=${today}`)).total).toBe(all);
    h.clock.advance(3 * 86_400_000);
    adminToken = (await addStaff(h, "admin", "Baraka")).token; // the first session has expired
    expect((await audit("?entity=resources&days=2")).total).toBe(0);
    expect((await audit("?entity=resources&days=4")).total).toBe(all);
    expect((await audit(`?entity=resources&from=${h.clock.now().toISOString().slice(0, 10)}`)).total).toBe(0);
    expect((await audit(`?entity=resources&to=2025-12-31`)).total).toBe(0);
    const bad = await h.call("GET", "/api/audit?from=2026-02-30", { token: adminToken });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe("from must be a date as YYYY-MM-DD.");
    const backwards = await h.call("GET", "/api/audit?from=2026-02-03&to=2026-02-01", { token: adminToken });
    expect(((await backwards.json()) as { error: string }).error).toBe("to must not be before from.");
    expect((await h.call("GET", "/api/audit?days=0", { token: adminToken })).status).toBe(400);
  });
});
