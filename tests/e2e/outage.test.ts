import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, postgresAvailable, type TestDatabase } from "../support/databases.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy.ts";

const withPostgres = await postgresAvailable();

async function eventually<T>(probe: () => Promise<T>, ok: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined as T);
    if (value !== undefined && ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms (last: ${JSON.stringify(value)})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

// The database goes away: a relay we control stands between the app and PostgreSQL, cut and restored.
describe.skipIf(!withPostgres)("when PostgreSQL goes away and comes back", () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let server: RunningServer;
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    const direct = new URL(database.databaseUrl!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port) });
    const relayed = new URL(direct);
    relayed.port = String(proxy.port);
    server = await startServer({ DATABASE_URL: relayed.toString(), DEMO_CONTENT: "true" });
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.stop();
    await database?.drop();
  });

  it("keeps /healthz up, serves cached pages stale, answers 503 elsewhere, and recovers without a restart", async () => {
    const home = await get("/");
    expect(home.status).toBe(200);
    const homeHtml = await home.text();
    expect((await get("/api/news")).status).toBe(200);

    await proxy.cut();

    expect((await get("/healthz")).status).toBe(200);
    const ready = await get("/readyz");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ error: "Database unavailable" });

    const stale = await get("/");
    expect(stale.status).toBe(200);
    expect(stale.headers.get("x-stale")).toBe("database-unavailable");
    expect(await stale.text()).toBe(homeHtml);
    const staleBr = await get("/", { "accept-encoding": "br, gzip" });
    expect(staleBr.status).toBe(200);

    const uncached = await get("/publications");
    expect(uncached.status).toBe(503);
    expect(uncached.headers.get("retry-after")).toBe("30");
    const page = await uncached.text();
    expect(page).toContain("<h1>Briefly unavailable</h1>");
    expect(page).toContain("The site is briefly unavailable. Please try again in a minute.");

    const api = await get("/api/news");
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ error: "The site is briefly unavailable. Please try again in a minute." });

    await proxy.restore();

    await eventually(
      () => get("/readyz").then((r) => r.status),
      (s) => s === 200,
    );
    expect((await get("/api/news")).status).toBe(200);
    const fresh = await get("/publications");
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("x-stale")).toBeNull();

    // LISTEN subscribed again: a change announced by another instance clears this one's page cache.
    await get("/news");
    const direct = new pg.Client({ connectionString: database.databaseUrl });
    await direct.connect();
    try {
      await direct.query(
        "UPDATE news SET title = 'Recovered: county budget forum' WHERE id = (SELECT min(id) FROM news WHERE published_at <= now())",
      );
      await eventually(
        async () => {
          await direct.query("SELECT pg_notify('uraia_content_changed', 'another-instance')");
          return (await get("/news")).text();
        },
        (html) => html.includes("Recovered: county budget forum"),
        5000,
      );
    } finally {
      await direct.end();
    }
  });
});
