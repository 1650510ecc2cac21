import type { Kysely } from "kysely";
import { type Db, openDb } from "../../server/db/connection.ts";
import { migrateTo, migrateToLatest } from "../../server/db/migrations/index.ts";
import { createTestDatabase } from "./databases.ts";

/**
 * A migration test: a fresh database of `kind` migrated up to `before`, filled by
 * `fill` with rows as they were then, migrated to the latest version, then checked
 * by `check`; dropped afterwards.
 */
export async function afterMigrating(
  kind: "sqlite" | "postgres",
  before: string,
  fill: (db: Kysely<unknown>) => Promise<void>,
  check: (handle: Db) => Promise<void>,
): Promise<void> {
  const database = await createTestDatabase(kind);
  const handle = await openDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir, migrate: false });
  const db = handle.db as unknown as Kysely<unknown>;
  try {
    await migrateTo(db, handle.dialect, before);
    await fill(db);
    await migrateToLatest(db, handle.dialect);
    await check(handle);
  } finally {
    await handle.close();
    await database.drop();
  }
}
