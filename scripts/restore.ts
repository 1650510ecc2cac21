import path from "node:path";
import { parseArgs } from "node:util";
import { RestoreError, restoreBackup } from "../server/backup/restore-backup.ts";
import { openStorage } from "../server/uploads/open-storage.ts";
import { describeDb, fail, failuresAsOneLine, loadCliConfig } from "./cli-context.ts";

failuresAsOneLine("Restore");

// `npm run restore -- backups/uraia-2026-11-23.tar.gz`: fills an empty DATA_DIR (SQLite) or an empty
// PostgreSQL database (DATABASE_URL), and the configured file store, from a backup archive.
const { positionals } = parseArgs({ allowPositionals: true });
const file = positionals[0];
if (!file) fail("Usage: npm run restore -- <backup.tar.gz>");
const config = loadCliConfig();
const storage = await openStorage(config);
try {
  const s = await restoreBackup({ config, storage, file: path.resolve(file) });
  console.log(
    `Restored ${s.tables} tables (${s.rows} rows) into ${describeDb(config)} and ${s.files} files (${s.bytes} bytes) into ${storage.description}.`,
  );
} catch (error) {
  if (error instanceof RestoreError) fail(`Restore refused: ${error.message}`);
  fail(`Restore failed: ${(error as Error).message}`);
}
