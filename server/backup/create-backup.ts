import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync, backup as sqliteBackup } from "node:sqlite";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import type { Config } from "../config.ts";
import { PRIVATE_FILE_MODE } from "../files/private-files.ts";
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
import { dumpPostgres } from "./postgres-snapshot.ts";
import { sqliteContents } from "./sqlite-contents.ts";
import { TarWriter } from "./tar.ts";

export type BackupSummary = { tables: number; rows: number; files: number; bytes: number; archiveBytes: number };

/**
 * Writes one `.tar.gz` holding the database and every stored file while the
 * site keeps serving. The database is copied first (SQLite's online backup, or
 * one PostgreSQL snapshot); files are listed afterwards, and since a file is
 * always stored before the row that names it, every file the copy refers to is
 * in the archive. The archive appears under its name only once complete.
 */
export async function createBackup(options: {
  config: Pick<Config, "databaseUrl" | "dataDir">;
  storage: FileStorage;
  out: string;
  now?: Date;
}): Promise<BackupSummary> {
  const { config, storage } = options;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "uraia-backup-"));
  const partial = `${options.out}.partial`;
  try {
    let manifest: BackupManifest;
    const base = {
      format: "uraia-backup" as const,
      version: 1 as const,
      createdAt: (options.now ?? new Date()).toISOString(),
    };
    if (config.databaseUrl) {
      const dumped = await dumpPostgres(config.databaseUrl, (table) => path.join(work, `${table}.jsonl`));
      manifest = { ...base, dialect: "postgres", ...dumped };
    } else {
      const source = new DatabaseSync(path.join(config.dataDir, "uraia.sqlite"), { readOnly: true });
      try {
        // All pages in one step: a step-wise copy would start over after every write the site makes.
        await sqliteBackup(source, path.join(work, "uraia.sqlite"), { rate: 2 ** 31 - 1 });
      } finally {
        source.close();
      }
      manifest = { ...base, dialect: "sqlite", ...sqliteContents(path.join(work, "uraia.sqlite")) };
    }

    const gzip = zlib.createGzip({ level: 6 });
    const written = pipeline(gzip, fs.createWriteStream(partial, { mode: PRIVATE_FILE_MODE }));
    const tar = new TarWriter(gzip);
    await tar.add(MANIFEST, ...bytesOf(manifest));
    if (manifest.dialect === "sqlite") {
      await addLocalFile(tar, SQLITE_FILE, path.join(work, "uraia.sqlite"));
    } else {
      for (const { name } of manifest.tables)
        await addLocalFile(tar, tableFile(name), path.join(work, `${name}.jsonl`));
    }
    const index: UploadsIndex = { files: [] };
    for await (const key of storage.list("")) {
      const size = await storage.size(key);
      if (size === null) continue; // removed since it was listed
      await tar.add(`${UPLOADS_DIR}${key}`, size, storage.read(key));
      index.files.push({ key, size });
    }
    await tar.add(UPLOADS_INDEX, ...bytesOf(index));
    await tar.finish();
    await written;
    fs.renameSync(partial, options.out);
    return {
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
      files: index.files.length,
      bytes: index.files.reduce((sum, f) => sum + f.size, 0),
      archiveBytes: fs.statSync(options.out).size,
    };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
}

function bytesOf(value: unknown): [number, Buffer] {
  const bytes = Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
  return [bytes.length, bytes];
}

async function addLocalFile(tar: TarWriter, name: string, file: string): Promise<void> {
  await tar.add(name, fs.statSync(file).size, fs.createReadStream(file));
}
