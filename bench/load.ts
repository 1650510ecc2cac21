import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { build } from "../scripts/build.ts";
import { BUILD_DIR, buildIsCurrent } from "../scripts/build-stamp.ts";
import { createTestDatabase, postgresAvailable } from "../tests/support/databases.ts";
import { type RunningServer, startServer } from "../tests/support/server.ts";

/**
 * bench/load: autocannon at 50 and 200 connections against /, /news, an article
 * and GET /api/news, with the render cache on and off, on SQLite and PostgreSQL;
 * beside each page, the same server sending a static file of the same size.
 * Prints req/s, p50/p99 latency, errors, the ratio to the static baseline, and
 * the server's resident memory at idle and after each round.
 *   npm run bench:load              (10 s per run; BENCH_SECONDS to change)
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = [50, 200];

type Row = {
  db: string;
  cache: string;
  target: string;
  conns: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  ratio?: number;
};

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function hit(url: string, connections: number): Promise<Omit<Row, "db" | "cache" | "target" | "conns">> {
  const result = await autocannon({ url, connections, duration: SECONDS, pipelining: 1 });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function round(server: RunningServer, db: string, cache: boolean, rows: Row[], memory: string[]) {
  const news = (await (await fetch(`${server.url}/api/news?limit=1`)).json()) as { items: Array<{ slug: string }> };
  const slug = news.items[0]?.slug;
  const targets = ["/", "/news", ...(slug ? [`/news/${slug}`] : []), "/api/news"];
  memory.push(`${db}, cache ${cache ? "on" : "off"}: idle ${rssMb(server.pid)} MB`);
  for (const target of targets) {
    // The static baseline: a file of the same size, served by the same server.
    const size = (await (await fetch(`${server.url}${target}`)).arrayBuffer()).byteLength;
    const staticName = `bench-static-${size}.html`;
    fs.writeFileSync(path.join(BUILD_DIR, "client", staticName), "x".repeat(size));
    for (const conns of CONNECTIONS) {
      await fetch(`${server.url}${target}`); // warm
      const page = await hit(`${server.url}${target}`, conns);
      const baseline = await hit(`${server.url}/${staticName}`, conns);
      const base = { db, cache: cache ? "on" : "off", conns };
      rows.push({ ...base, target: `static ${(size / 1024).toFixed(0)} KB`, ...baseline });
      rows.push({ ...base, target, ...page, ratio: page.rps / baseline.rps });
    }
    fs.rmSync(path.join(BUILD_DIR, "client", staticName), { force: true });
  }
  memory.push(`${db}, cache ${cache ? "on" : "off"}: after load ${rssMb(server.pid)} MB`);
}

async function main() {
  if (!buildIsCurrent()) build();
  const rows: Row[] = [];
  const memory: string[] = [];
  const kinds: Array<"sqlite" | "postgres"> = (await postgresAvailable()) ? ["sqlite", "postgres"] : ["sqlite"];
  for (const kind of kinds) {
    for (const cache of [true, false]) {
      const database = await createTestDatabase(kind);
      const server = await startServer({
        ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
        DATA_DIR: database.dataDir,
        RENDER_CACHE: String(cache),
        LOG_LEVEL: "silent",
      });
      try {
        await round(server, kind, cache, rows, memory);
        if (cache) {
          // Repeat the heaviest target to show memory does not grow across runs.
          for (let i = 0; i < 2; i++) {
            await hit(`${server.url}/news`, 200);
            memory.push(`${kind}, cache on: after repeat ${i + 1} ${rssMb(server.pid)} MB`);
          }
        }
      } finally {
        await server.stop();
        await database.drop();
      }
    }
  }
  console.log(
    `\nbench/load — ${new Date().toISOString()}, ${SECONDS} s per run, ${(await import("node:os")).cpus().length} cores`,
  );
  console.log("db        cache  conns  target                        req/s   p50 ms  p99 ms  errors  vs static");
  for (const r of rows) {
    console.log(
      [
        r.db.padEnd(9),
        r.cache.padEnd(6),
        String(r.conns).padStart(5),
        ` ${r.target.padEnd(28)}`,
        String(r.rps).padStart(7),
        String(r.p50).padStart(8),
        String(r.p99).padStart(7),
        String(r.errors).padStart(7),
        r.ratio === undefined ? "" : `  ${r.ratio.toFixed(2)}`,
      ].join(" "),
    );
  }
  console.log("\nresident memory of the server process:");
  for (const line of memory) console.log(`  ${line}`);
}

await main();
