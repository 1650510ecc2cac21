import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackup } from "../../server/backup/create-backup.ts";
import { restoreBackup } from "../../server/backup/restore-backup.ts";
import { localDiskStorage } from "../../server/uploads/local-disk-storage.ts";
import { createTestDatabase, postgresAvailable, type TestDatabase } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";

// Growing from one box to several: a SQLite backup restores into PostgreSQL.
describe.skipIf(!(await postgresAvailable()))("a SQLite backup restored into PostgreSQL", () => {
  let source: Harness;
  let target: TestDatabase;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "uraia-move-"));

  beforeAll(async () => {
    source = await startHarness("sqlite", { DEMO_CONTENT: "true" });
    target = await createTestDatabase("postgres");
  });
  afterAll(async () => {
    await source.close();
    await target.drop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it("brings every item, setting, account and file across, with ids continuing after the copied ones", async () => {
    const token = await source.signIn();
    const setting = await source.call("PUT", "/api/settings/listen_live_url", {
      token,
      json: { value: "https://radio.example/live" },
    });
    expect(setting.status, await setting.clone().text()).toBe(200);
    const file = path.join(work, "site.tar.gz");
    await createBackup({ config: source.services.config, storage: source.services.storage, out: file });
    const storage = localDiskStorage(target.dataDir);
    const summary = await restoreBackup({
      config: { databaseUrl: target.databaseUrl, dataDir: target.dataDir },
      storage,
      file,
    });
    expect(summary.files).toBeGreaterThan(0);

    const moved = await startHarness("postgres", {}, { database: target });
    try {
      for (const list of ["/api/news?limit=100", "/api/publications?limit=100", "/api/settings/listen_live_url"]) {
        const [before, after] = await Promise.all([source.call("GET", list), moved.call("GET", list)]);
        expect(after.status, list).toBe(200);
        expect(await after.json(), list).toEqual(await before.json());
      }
      const movedToken = await moved.signIn();
      const created = await moved.call("POST", "/api/news", {
        token: movedToken,
        json: { title: "First item after the move", content: "<p>Hello</p>" },
      });
      expect(created.status).toBe(201);
      const ids = (
        (await (await source.call("GET", "/api/news?limit=100", { token })).json()) as { items: Array<{ id: number }> }
      ).items.map((i) => i.id);
      expect(((await created.json()) as { id: number }).id).toBeGreaterThan(Math.max(...ids));
      const image = (await (await moved.call("GET", "/api/news?limit=100")).json()) as {
        items: Array<{ image_url: string | null }>;
      };
      const url = image.items.find((i) => i.image_url?.startsWith("/uploads/"))?.image_url;
      expect(url).toBeDefined();
      expect((await moved.call("GET", url!)).status).toBe(200);
    } finally {
      await moved.close({ keepDatabase: true });
    }
  });
});
