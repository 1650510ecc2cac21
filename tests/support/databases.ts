import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type Db, openDb } from "../../server/db/connection.ts";

/**
 * Test databases: every suite that touches data runs against SQLite and
 * PostgreSQL, each in a database of its own that is dropped afterwards.
 * With CI=true PostgreSQL is required: an unreachable server fails the run.
 */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export type TestDatabase = {
  kind: "sqlite" | "postgres";
  /** DATABASE_URL for a server process (undefined for SQLite) */
  databaseUrl: string | undefined;
  dataDir: string;
  open(): Promise<Db>;
  drop(): Promise<void>;
};

let postgresReachable: Promise<boolean> | undefined;

export function postgresAvailable(): Promise<boolean> {
  postgresReachable ??= (async () => {
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query("select 1");
      return true;
    } catch (error) {
      if (process.env.URAIA_TEST_POSTGRES === "required") {
        throw new Error(`PostgreSQL is required (CI=true) but unreachable at ${POSTGRES_ADMIN_URL}: ${String(error)}`);
      }
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  })();
  return postgresReachable;
}

/** The database kinds this run covers: both, or SQLite alone where PostgreSQL is optional and absent. */
export async function databaseKinds(): Promise<Array<"sqlite" | "postgres">> {
  return (await postgresAvailable()) ? ["sqlite", "postgres"] : ["sqlite"];
}

export async function createTestDatabase(kind: "sqlite" | "postgres"): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uraia-test-"));
  if (kind === "sqlite") {
    return {
      kind,
      databaseUrl: undefined,
      dataDir,
      open: () => openDb({ dataDir }),
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `uraia_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    kind,
    databaseUrl,
    dataDir,
    open: () => openDb({ databaseUrl, dataDir }),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
