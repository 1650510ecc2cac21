import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { openStorage } from "../../server/uploads/open-storage.ts";
import type { FileStorage } from "../../server/uploads/storage.ts";
import { readAllBytes } from "../../server/uploads/storage.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases.ts";
import { startS3, type TestS3 } from "../support/s3.ts";
import { tableContents } from "../support/table-contents.ts";
import { type Harness, startHarness } from "./harness.ts";

const run = promisify(execFile);
const kinds = await databaseKinds();

async function storedFiles(storage: FileStorage): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for await (const key of storage.list("")) files.set(key, await readAllBytes(storage, key));
  return files;
}

// SQLite with uploads on local disk; PostgreSQL with uploads in an object store (s3rver).
describe.each(kinds)("backup and restore on %s", (kind) => {
  const useS3 = kind === "postgres";
  let source: Harness;
  let sourceS3: TestS3 | undefined;
  let targetS3: TestS3 | undefined;
  let target: TestDatabase;
  let token: string;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "uraia-backup-test-"));
  const archive = path.join(work, "site.tar.gz");

  const envFor = (database: TestDatabase, s3?: TestS3): Record<string, string> => ({
    ...process.env,
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? "",
    LOG_LEVEL: "silent",
    ...(s3?.env ?? {}),
  });

  beforeAll(async () => {
    if (useS3) [sourceS3, targetS3] = await Promise.all([startS3(), startS3()]);
    source = await startHarness(kind, { DEMO_CONTENT: "true", ...(sourceS3?.env ?? {}) });
    token = await source.signIn();
    target = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await source.close();
    await target.drop();
    await sourceS3?.stop();
    await targetS3?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it("takes a backup while writes continue, then restores every row and every file byte for byte", async () => {
    // A private generated file beside the public uploads.
    await source.services.storage.putBytes("private/attachments/letter.txt", Buffer.from("Asante sana"));
    const atStart = await tableContents(source.services.db);
    // Writers keep going during the backup: the archive must still be one consistent instant.
    let writing = true;
    const writes: Promise<unknown>[] = [];
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const res = await source.call("POST", "/api/news", {
          token,
          json: { title: `Ward budget forum ${i}`, content: "<p>Notes</p>", published_at: "2025-05-01T08:00:00.000Z" },
        });
        writes.push(Promise.resolve(res.status));
        // In-process SQLite answers without I/O: give the event loop a turn.
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const backup = await run(process.execPath, ["scripts/backup.ts", "--out", archive], {
      env: { ...envFor(source.database, sourceS3) },
    }).finally(() => {
      writing = false;
    });
    await writer;
    expect(writes.length).toBeGreaterThan(0);
    expect(backup.stdout).toMatch(/^Backed up .* \(\d+ tables, \d+ rows\) and \d+ files/);
    const listing = (await run("tar", ["-tzf", archive])).stdout.split("\n");
    expect(listing[0]).toBe("manifest.json");
    expect(listing).toContain("uploads/private/attachments/letter.txt");

    const restored = await run(process.execPath, ["scripts/restore.ts", archive], { env: envFor(target, targetS3) });
    expect(restored.stdout).toMatch(/^Restored \d+ tables \(\d+ rows\)/);

    // The restored database is the source at one instant during the backup: every row that existed
    // before the backup began, and only rows the source holds after it (new news, their slugs and
    // audit entries written meanwhile may or may not be in it).
    const targetDb = await target.open();
    try {
      const [atEnd, restoredRows] = [await tableContents(source.services.db), await tableContents(targetDb)];
      expect(Object.keys(restoredRows).sort()).toEqual(Object.keys(atEnd).sort());
      // The search index is derived from the content (npm run search:reindex rebuilds it): its documents
      // are compared by what they index, not by their row ids and snapshot of the text.
      const indexed = (row: string) => {
        const { type, ref_id, page, locale } = JSON.parse(row) as Record<string, unknown>;
        return `${type}/${ref_id}/${page}/${locale}`;
      };
      const rows = (table: string, list: string[]) => (table === "search_documents" ? list.map(indexed) : list);
      for (const table of Object.keys(atEnd)) {
        const [start = [], back = [], end = []] = [atStart[table]!, restoredRows[table]!, atEnd[table]!].map((l) =>
          rows(table, l),
        );
        for (const row of start) expect(back, table).toContain(row);
        for (const row of back) expect(end, table).toContain(row);
      }
    } finally {
      await targetDb.close();
    }

    const sourceFiles = await storedFiles(source.services.storage);
    const targetConfig = loadConfig(envFor(target, targetS3));
    const targetFiles = await storedFiles(await openStorage(targetConfig));
    expect([...targetFiles.keys()].sort()).toEqual([...sourceFiles.keys()].sort());
    expect(targetFiles.size).toBeGreaterThan(3);
    for (const [key, bytes] of sourceFiles) expect(targetFiles.get(key)?.equals(bytes), key).toBe(true);
  }, 120_000); // two CLI processes, a tarball and S3 copies: over a minute on a busy 2-core machine

  it("serves the restored site: staff sign in, news reads the same, and new ids follow the restored ones", async () => {
    const restoredSite = await startHarness(kind, { ...(targetS3?.env ?? {}) }, { database: target });
    try {
      const restoredToken = await restoredSite.signIn();
      const list = (await (await restoredSite.call("GET", "/api/news?limit=100")).json()) as {
        items: Array<{ id: number; slug: string; image_url: string | null }>;
      };
      // The source kept taking writes after the backup, so its newest 100 may have moved on: read it whole.
      const original: typeof list.items = [];
      for (let offset = 0; ; offset += 100) {
        const page = (await (await source.call("GET", `/api/news?limit=100&offset=${offset}`)).json()) as typeof list;
        original.push(...page.items);
        if (page.items.length < 100) break;
      }
      for (const item of list.items) expect(original).toContainEqual(item);
      const withImage = list.items.find((i) => i.image_url?.startsWith("/uploads/"));
      expect(withImage).toBeDefined();
      const image = await restoredSite.call("GET", withImage!.image_url!);
      expect(image.status).toBe(200);
      const created = await restoredSite.call("POST", "/api/news", {
        token: restoredToken,
        json: { title: "After the restore", content: "<p>Back</p>" },
      });
      expect(created.status).toBe(201);
      const maxId = Math.max(...list.items.map((i) => i.id));
      expect(((await created.json()) as { id: number }).id).toBeGreaterThan(maxId);
    } finally {
      await restoredSite.close({ keepDatabase: true });
    }
  });

  it("refuses to restore over a database or file store that is not empty", async () => {
    await expect(
      run(process.execPath, ["scripts/restore.ts", archive], { env: envFor(target, targetS3) }),
    ).rejects.toMatchObject({ stderr: expect.stringMatching(/^Restore refused: /) });
  });
});
