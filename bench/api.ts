import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import { PAGES } from "../app/content/pages/page-registry.ts";
import { createApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openDb } from "../server/db/connection.ts";
import { createLogger } from "../server/logger.ts";
import { createServices } from "../server/services.ts";
import { startUp } from "../server/start-up.ts";
import { createTestDatabase, postgresAvailable } from "../tests/support/databases.ts";

/**
 * bench/api: autocannon against GET /api/news and GET /api/news/slug/{slug}
 * with 50 published items, on SQLite and PostgreSQL. The API server runs in a
 * child process (this file with --serve) with production settings (LOG_LEVEL
 * info, logs to /dev/null), so the load generator does not share its event loop.
 *   npx node bench/api.ts        (BENCH_SECONDS, BENCH_CONNECTIONS to change)
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ITEMS = 50;

type Ready = { port: number; slug: string };

async function serveForBench(): Promise<void> {
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: process.env.DATA_DIR,
    DATABASE_URL: process.env.DATABASE_URL,
    DEMO_CONTENT: "false",
    LOG_LEVEL: "info",
  });
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const services = await startUp(await createServices({ config, db, logger: createLogger("info"), pages: PAGES }));
  const staff = { staff: true };
  let slug = "";
  for (let i = 1; i <= ITEMS; i++) {
    const item = await services.news.create(
      {
        title: `Community dialogue number ${i} on county budgets`,
        excerpt: "Residents met their ward representatives to talk about the budget.",
        content: `<h2>What happened</h2>${"<p>Residents asked how the ward development fund is shared and agreed on next steps with their representatives.</p>".repeat(12)}`,
        category: ["Governance", "Civic Education", "Community"][i % 3],
        featured: i % 7 === 0,
        published_at: new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString(),
      },
      staff,
    );
    if (i === 25) slug = item.slug;
  }
  const server = serve({ fetch: createApp(services).fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
    process.send?.({ port: info.port, slug } satisfies Ready);
  });
  process.on("disconnect", () => server.close(() => db.close().then(() => process.exit(0))));
}

function startChild(env: Record<string, string | undefined>): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(fileURLToPath(import.meta.url), ["--serve"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    child.once("message", (ready) => resolve({ child, ready: ready as Ready }));
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

async function run(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  const kinds: Array<"sqlite" | "postgres"> = (await postgresAvailable()) ? ["sqlite", "postgres"] : ["sqlite"];
  const rows: string[] = [];
  for (const kind of kinds) {
    const database = await createTestDatabase(kind);
    const { child, ready } = await startChild({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl });
    const base = `http://127.0.0.1:${ready.port}`;
    for (const [name, path] of [
      ["GET /api/news", "/api/news"],
      ["GET /api/news/slug/{slug}", `/api/news/slug/${encodeURIComponent(ready.slug)}`],
    ] as const) {
      await autocannon({ url: base + path, connections: 10, duration: 2 }); // warm-up
      const r = await run(base + path);
      rows.push(`| ${kind} | ${name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`);
      console.log(rows.at(-1));
    }
    child.disconnect();
    await new Promise((resolve) => child.once("exit", resolve));
    await database.drop();
  }
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per run, ${ITEMS} published items\n`);
  console.log("| database | request | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|---|");
  console.log(rows.join("\n"));
}

if (process.argv.includes("--serve")) await serveForBench();
else await main();
