import path from "node:path";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { ensurePrivateDir, ensurePrivateFile, narrowIfPresent } from "../files/private-files.ts";
import { migrateToLatest } from "./migrations/index.ts";
import { createNodeSqliteDialect, openSqliteFile } from "./node-sqlite-dialect.ts";
import type { Database } from "./schema.ts";

export type Dialect = "sqlite" | "postgres";

export type Db = {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Cheap round trip used by /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL's connection pool (metrics read its use); absent on SQLite */
  pool?: pg.Pool;
};

export type DbOptions = {
  /** postgres:// URL; when absent SQLite is used */
  databaseUrl?: string | undefined;
  /** folder holding uraia.sqlite (ignored for PostgreSQL) */
  dataDir: string;
  /** run migrations after connecting (default true) */
  migrate?: boolean;
};

// PostgreSQL returns BIGINT (count(*)) as text by default; counts here are small.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export async function openDb(options: DbOptions): Promise<Db> {
  let handle: Db;
  if (options.databaseUrl) {
    // A refused or silent server fails a request within seconds instead of queueing it forever.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 3000 });
    // An idle connection the server closed (restart, failover, admin shutdown) is dropped from the
    // pool and replaced on next use; without a listener the error would end the process.
    pool.on("error", () => {});
    // The same for a connection lost while a query runs on it (checked out, so the pool's own
    // listener is off): the query fails (503 for that request) and the pool drops the client on
    // release; without this listener the client's error event would end the process.
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    handle = {
      db,
      dialect: "postgres",
      ping: async () => {
        await sql`select 1`.execute(db);
      },
      close: () => db.destroy(),
      pool,
    };
  } else {
    // The database holds password hashes, second-factor secrets and CVs: the site's user alone reads it.
    ensurePrivateDir(options.dataDir);
    const sqliteFile = path.join(options.dataDir, "uraia.sqlite");
    ensurePrivateFile(sqliteFile);
    narrowIfPresent(`${sqliteFile}-wal`, `${sqliteFile}-shm`);
    const file = openSqliteFile(sqliteFile);
    const db = new Kysely<Database>({ dialect: createNodeSqliteDialect(file) });
    handle = {
      db,
      dialect: "sqlite",
      ping: async () => {
        await sql`select 1`.execute(db);
      },
      close: () => db.destroy(),
    };
  }
  if (options.migrate !== false) {
    await migrateToLatest(handle.db as unknown as Kysely<unknown>, handle.dialect);
  }
  return handle;
}
