import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCollection } from "../../app/lib/collections.server.ts";
import { PUBLIC_VIEWER } from "../../server/auth/viewer.ts";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();
const STAFF_WRITER = { staff: true, role: "admin" } as const;

/** A list a page shows whole (the team, partners, openings, products) never leaves an item out, however long. */
describe.each(kinds)("whole public lists on %s", (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
    for (let n = 1; n <= 230; n++) {
      await h.services.collections.create(
        "partners",
        {
          title: `Ward forum ${String(n).padStart(3, "0")}`,
          partner: "County assembly",
          published_at: n === 7 ? null : "2025-01-01T09:00:00.000Z",
        },
        STAFF_WRITER,
      );
    }
  });
  afterAll(() => h.close());

  it("loads every published item, past the 100 one query reads, each once and in order", async () => {
    const { items, failed } = await loadCollection(h.services, "partners", "en");
    expect(failed).toBe(false);
    expect(items).toHaveLength(229);
    expect(new Set(items.map((i) => i.id)).size).toBe(229);
    expect(items.map((i) => i.title)).not.toContain("Ward forum 007");
    const staffOrder = await h.services.collections.list("partners", PUBLIC_VIEWER, { limit: 3, offset: 226 });
    expect(items.slice(226).map((i) => i.id)).toEqual(staffOrder.items.map((i) => i.id));
  });

  it("keeps to a limit when given one", async () => {
    expect((await loadCollection(h.services, "partners", "en", { limit: 6 })).items).toHaveLength(6);
  });
});
