import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Kysely } from "kysely";
import pg from "pg";
import type { Config } from "../config.ts";
import { openDb } from "../db/connection.ts";
import { MIGRATION_NAMES, migrateTo } from "../db/migrations/index.ts";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "../files/private-files.ts";
import type { FileStorage } from "../uploads/storage.ts";
import {
  type BackupManifest,
  MANIFEST,
  SQLITE_FILE,
  tableFile,
  UPLOADS_DIR,
  UPLOADS_INDEX,
  type UploadsIndex,
} from "./manifest.ts";
import { loadPostgresTable, quoteIdentifier, resetSequences, tablesInDependencyOrder } from "./postgres-snapshot.ts";
import { loadSqliteIntoPostgres, sqliteContents } from "./sqlite-contents.ts";
import { readTar, type TarEntry } from "./tar.ts";

export class RestoreError extends Error {
  override name = "RestoreError";
}

export type RestoreSummary = { tables: number; rows: number; files: number; bytes: number };

async function readText(entry: TarEntry): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry.body) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

async function* lines(entry: TarEntry): AsyncGenerator<string> {
  let rest = "";
  for await (const chunk of entry.body) {
    const parts = (rest + chunk.toString("utf8")).split("\n");
    rest = parts.pop() ?? "";
    yield* parts;
  }
  if (rest) yield rest;
}

async function writeEntry(entry: TarEntry, file: string): Promise<void> {
  const out = fs.createWriteStream(file, { mode: PRIVATE_FILE_MODE });
  for await (const chunk of entry.body) if (!out.write(chunk)) await once(out, "drain");
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

/** The target must hold nothing yet: a restore never mixes a backup into a live site. */
async function checkEmpty(config: Pick<Config, "databaseUrl" | "dataDir">, storage: FileStorage): Promise<void> {
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      const tables = await tablesInDependencyOrder(client);
      if (tables.length > 0) {
        throw new RestoreError(
          `The database already has tables (${tables.slice(0, 3).join(", ")}…). Restore into a new, empty database.`,
        );
      }
    } finally {
      await client.end();
    }
  } else if (fs.existsSync(path.join(config.dataDir, "uraia.sqlite"))) {
    throw new RestoreError(
      `${path.join(config.dataDir, "uraia.sqlite")} already exists. Restore into an empty DATA_DIR.`,
    );
  }
  for await (const key of storage.list("")) {
    throw new RestoreError(
      `The file store (${storage.description}) already holds files (${key}). Restore into an empty one.`,
    );
  }
}

/**
 * Fills an empty database and file store from a backup archive: the schema the
 * backup had (its migrations), every row of every table, sequences moved past
 * the restored ids, every stored file; then any newer migrations. Row counts
 * and file sizes are checked against the archive's own lists.
 */
export async function restoreBackup(options: {
  config: Pick<Config, "databaseUrl" | "dataDir">;
  storage: FileStorage;
  file: string;
}): Promise<RestoreSummary> {
  const { config, storage } = options;
  if (!fs.statSync(options.file, { throwIfNoEntry: false })?.isFile()) {
    throw new RestoreError(`There is no backup file at ${options.file}.`);
  }
  const raw = fs.createReadStream(options.file);
  const source = raw.pipe(zlib.createGunzip());
  // A read error (unreadable file) ends the restore like any other, not as an unhandled event.
  raw.on("error", (error) => source.destroy(error));
  let manifest: BackupManifest | undefined;
  let client: pg.Client | undefined;
  const restoredRows = new Map<string, number>();
  const files: UploadsIndex["files"] = [];
  let index: UploadsIndex | undefined;
  try {
    for await (const entry of readTar(source)) {
      if (!manifest) {
        if (entry.name !== MANIFEST) throw new RestoreError("This is not an Uraia backup (no manifest.json first).");
        manifest = JSON.parse(await readText(entry)) as BackupManifest;
        if (manifest.format !== "uraia-backup" || manifest.version !== 1) {
          throw new RestoreError("This backup's format is not one this version can read.");
        }
        const target = config.databaseUrl ? "postgres" : "sqlite";
        // A SQLite backup may also fill a PostgreSQL database (moving to several instances).
        if (manifest.dialect !== target && !(manifest.dialect === "sqlite" && target === "postgres")) {
          throw new RestoreError(
            `This backup is of a ${manifest.dialect} database; restore it with ${manifest.dialect === "postgres" ? "DATABASE_URL set" : "DATABASE_URL unset"}.`,
          );
        }
        const unknown = manifest.migrations.find((name) => !MIGRATION_NAMES.includes(name));
        if (unknown)
          throw new RestoreError(`This backup comes from a newer Uraia (migration ${unknown}); upgrade first.`);
        await checkEmpty(config, storage);
        if (config.databaseUrl) client = await preparePostgres(config.databaseUrl, manifest);
        continue;
      }
      if (entry.name === SQLITE_FILE && client) {
        const copy = path.join(storage.tempDir(), "restore.sqlite");
        await writeEntry(entry, copy);
        try {
          for (const [table, rows] of await loadSqliteIntoPostgres(copy, client)) restoredRows.set(table, rows);
        } finally {
          fs.rmSync(copy, { force: true });
        }
      } else if (entry.name === SQLITE_FILE) {
        ensurePrivateDir(config.dataDir);
        const target = path.join(config.dataDir, "uraia.sqlite");
        await writeEntry(entry, `${target}.partial`);
        fs.renameSync(`${target}.partial`, target);
        for (const t of sqliteContents(target).tables) restoredRows.set(t.name, t.rows);
      } else if (entry.name.startsWith("database/") && client) {
        const table = entry.name.slice("database/".length, -".jsonl".length);
        if (entry.name !== tableFile(table) || !manifest.tables.some((t) => t.name === table)) {
          throw new RestoreError(`Unexpected table file ${entry.name} in the backup.`);
        }
        restoredRows.set(table, await loadPostgresTable(client, table, lines(entry)));
      } else if (entry.name.startsWith(UPLOADS_DIR)) {
        const key = entry.name.slice(UPLOADS_DIR.length);
        const temp = path.join(storage.tempDir(), `restore-${files.length}`);
        await writeEntry(entry, temp);
        await storage.putFile(key, temp);
        files.push({ key, size: entry.size });
      } else if (entry.name === UPLOADS_INDEX) {
        index = JSON.parse(await readText(entry)) as UploadsIndex;
      }
    }
    if (!manifest || !index) throw new RestoreError("The backup is incomplete (it ends before its list of files).");
    for (const t of manifest.tables) {
      if (restoredRows.get(t.name) !== t.rows) {
        throw new RestoreError(`Table ${t.name}: ${restoredRows.get(t.name) ?? 0} rows restored, ${t.rows} expected.`);
      }
    }
    for (const f of index.files) {
      if ((await storage.size(f.key)) !== f.size) throw new RestoreError(`File ${f.key} was not restored intact.`);
    }
    if (client) {
      await resetSequences(client);
      await client.query("COMMIT");
    }
  } catch (error) {
    await client?.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client?.end().catch(() => {});
  }
  // Bring a backup from an older release up to this one's schema.
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await db.close();
  return {
    tables: manifest.tables.length,
    rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
    files: files.length,
    bytes: files.reduce((sum, f) => sum + f.size, 0),
  };
}

/** Recreates the backup's schema, empties what the migrations filled, and opens the loading transaction. */
async function preparePostgres(databaseUrl: string, manifest: BackupManifest): Promise<pg.Client> {
  const last = manifest.migrations.at(-1);
  if (last) {
    const db = await openDb({ databaseUrl, dataDir: ".", migrate: false });
    try {
      await migrateTo(db.db as unknown as Kysely<unknown>, "postgres", last);
    } finally {
      await db.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN");
    const tables = await tablesInDependencyOrder(client);
    const missing = manifest.tables.find((t) => !tables.includes(t.name));
    if (missing) throw new RestoreError(`The backup's table ${missing.name} is not in this version's schema.`);
    if (tables.length) await client.query(`TRUNCATE ${tables.map(quoteIdentifier).join(", ")}`);
    return client;
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
}
