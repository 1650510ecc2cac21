import path from "node:path";
import { parseArgs } from "node:util";
import { createBackup } from "../server/backup/create-backup.ts";
import { openStorage } from "../server/uploads/open-storage.ts";
import { describeDb, fail, failuresAsOneLine, loadCliConfig } from "./cli-context.ts";

failuresAsOneLine("Backup");

// `npm run backup -- --out backups/uraia-2026-11-23.tar.gz`: database and uploads in one archive,
// taken while the site keeps serving (docs/operations.md, "Backups").
const { values } = parseArgs({ options: { out: { type: "string" } } });
const config = loadCliConfig();
const out = path.resolve(values.out ?? `uraia-backup-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`);
const storage = await openStorage(config);
const started = performance.now();
try {
  const s = await createBackup({ config, storage, out });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Backed up ${describeDb(config)} (${s.tables} tables, ${s.rows} rows) and ${s.files} files (${s.bytes} bytes) from ${storage.description} to ${out} (${s.archiveBytes} bytes) in ${seconds} s.`,
  );
} catch (error) {
  fail(`Backup failed: ${(error as Error).message}`);
}
