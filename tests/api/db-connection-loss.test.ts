import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "../../server/db/availability.ts";
import { type Db, openDb } from "../../server/db/connection.ts";
import { createTestDatabase, postgresAvailable, type TestDatabase } from "../support/databases.ts";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy.ts";

// A connection reset while a query runs on it must fail that query, not end the process.
describe.skipIf(!(await postgresAvailable()))("losing PostgreSQL in the middle of a query", () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    const direct = new URL(database.databaseUrl as string);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port) });
    const relayed = new URL(direct);
    relayed.port = String(proxy.port);
    db = await openDb({ databaseUrl: relayed.toString(), dataDir: database.dataDir });
  });
  afterAll(async () => {
    await db?.close().catch(() => {});
    await proxy?.stop();
    await database?.drop();
  });

  it("fails the running query as 'database unavailable', and works again once it is back", async () => {
    const running = sql`select pg_sleep(5)`.execute(db.db);
    const failed = running.then(
      () => null,
      (error: unknown) => error,
    );
    // Wait until the query is on the wire, then cut.
    await new Promise((r) => setTimeout(r, 300));
    await proxy.cut();
    const error = await failed;
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(true);
    await proxy.restore();
    await expect(db.ping()).resolves.toBeUndefined();
  });
});
