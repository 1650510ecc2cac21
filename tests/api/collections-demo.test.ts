import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLLECTION_NAMES } from "../../shared/collections/index.ts";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();
type Page = { items: Array<Record<string, unknown> & { id: number }>; total: number };

describe.each(kinds)("demo collections on %s", (kind) => {
  let h: Harness;
  const get = async (path: string) => (await (await h.call("GET", path)).json()) as Page;

  beforeAll(async () => {
    h = await startHarness(kind, { DEMO_CONTENT: "true" });
  });
  afterAll(() => h.close());

  it("seeds every collection with the site's former built-in lists, published", async () => {
    const totals = Object.fromEntries(
      await Promise.all(COLLECTION_NAMES.map(async (name) => [name, (await get(`/api/${name}?limit=100`)).total])),
    );
    expect(totals).toEqual({
      openings: 18,
      events: 16,
      albums: 3,
      resources: 32,
      team: 7,
      partners: 9,
      stories: 24,
      media: 7,
      products: 6,
    });
    expect((await get("/api/openings?kind=volunteer")).items[0]).toMatchObject({
      title: "Community Dialogue Facilitator",
      image_url: "/art/volunteer-facilitator",
      urgent: true,
    });
    const albums = await get("/api/albums");
    expect(albums.items.map((a) => a.title)).toEqual([
      "Leadership Conference 2025",
      "Uraia Soft Launch",
      "Civic Leadership Conference 2024",
    ]);
    const resource = (await get("/api/resources")).items[0]!;
    expect(resource).toMatchObject({ title: "Citizen's Guide to the County Budget", downloads: 1840 });
    const download = await h.call("GET", `/resources/${resource.id}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
  });
});
