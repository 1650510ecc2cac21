import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { up as carryOverMigration } from "../../server/db/migrations/0010-carry-over-media-and-products.ts";
import { columnTypes } from "../../server/db/migrations/column-types.ts";
import { DEMO_MEDIA } from "../../server/demo/collections/demo-media.ts";
import { DEMO_PRODUCTS } from "../../server/demo/collections/demo-products.ts";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();

/**
 * A site that was running before the Media Hub's items and the shop's products
 * became collections keeps showing them: the migration adds a job on a database
 * that holds content, and the job stores the former lists once.
 */
describe.each(kinds)("former page lists carried into an existing site on %s", (kind) => {
  let h: Harness;
  afterEach(() => h?.close());

  const runMigration = () =>
    carryOverMigration(h.services.db.db as unknown as Kysely<unknown>, columnTypes(h.services.db.dialect));
  const pendingJobs = () =>
    h.services.db.db
      .selectFrom("jobs")
      .select(["payload", "status"])
      .where("kind", "=", "collections.carry-over")
      .execute();
  const publicTitles = async (name: "media" | "products") => {
    const res = await h.call("GET", `/api/${name}?limit=100`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { items: Array<Record<string, unknown>> }).items.map((i) =>
      String(i[name === "media" ? "title" : "name"]),
    );
  };
  /** Jobs are due by the wall clock the migration read. */
  const runJobs = async () => {
    h.clock.set(new Date(Date.now() + 1000).toISOString());
    return h.services.jobs.runDue();
  };

  it("an empty database (a new site) gets no job: its demo content holds the lists", async () => {
    h = await startHarness(kind);
    await runMigration();
    expect(await pendingJobs()).toEqual([]);
  });

  it("a site with content gets the media items and products, published, once, even when the migration runs again", async () => {
    h = await startHarness(kind);
    const token = await h.signIn();
    const news = await h.call("POST", "/api/news", {
      token,
      json: { title: "An article from before", published_at: "2025-01-10T09:00:00.000Z" },
    });
    expect(news.status).toBe(201);
    expect(await publicTitles("media")).toEqual([]);

    await runMigration();
    expect(await pendingJobs()).toEqual([
      { payload: JSON.stringify({ collections: ["media", "products"] }), status: "pending" },
    ]);
    expect(await runJobs()).toBe(1);
    expect((await publicTitles("media")).sort()).toEqual(DEMO_MEDIA.map((m) => String(m.title)).sort());
    expect((await publicTitles("products")).sort()).toEqual(DEMO_PRODUCTS.map((p) => String(p.name)).sort());

    // A second job (a retry after a fault, say) adds only what is missing.
    const staff = await h.signIn();
    const media = (await (await h.call("GET", "/api/media?limit=1", { token: staff })).json()) as {
      items: Array<{ id: number }>;
    };
    const removed = media.items[0]!.id;
    expect((await h.call("DELETE", `/api/media/${removed}`, { token: staff })).status).toBe(204);
    await runMigration();
    await runJobs();
    expect(await publicTitles("media")).toHaveLength(DEMO_MEDIA.length);
    expect(await publicTitles("products")).toHaveLength(DEMO_PRODUCTS.length);
  });
});
