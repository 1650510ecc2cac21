import type { Dialect } from "../db/connection.ts";

/** What `manifest.json`, the first file of every backup archive, says. */
export type BackupManifest = {
  format: "uraia-backup";
  version: 1;
  createdAt: string;
  dialect: Dialect;
  /** the migrations the database had: a restore recreates exactly that schema first */
  migrations: string[];
  /** every table, in an order that satisfies foreign keys, with its row count */
  tables: Array<{ name: string; rows: number }>;
};

/** The archive's last file: every upload it holds, so a restore can prove none is missing. */
export type UploadsIndex = { files: Array<{ key: string; size: number }> };

export const MANIFEST = "manifest.json";
export const UPLOADS_INDEX = "uploads-index.json";
export const SQLITE_FILE = "database/uraia.sqlite";
export const tableFile = (table: string) => `database/${table}.jsonl`;
export const UPLOADS_DIR = "uploads/";
