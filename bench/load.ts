import { fork } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { build } from "../scripts/build.ts";
import { buildIsCurrent } from "../scripts/build-stamp.ts";
import { createTestDatabase, postgresAvailable } from "../tests/support/databases.ts";
import { type RunningServer, startServer } from "../tests/support/server.ts";

/**
 * bench/load: autocannon at 50 and 200 connections against /, /news, an article
 * and GET /api/news, with the render cache on and off, on SQLite and PostgreSQL;
 * beside each, plain node:http (another process, no framework) sending the
 * same bytes. Prints req/s, p50/p99 latency, errors, the ratio to that
 * baseline, and the server's resident memory at idle and after each round.
 *   npm run bench:load              (10 s per run; BENCH_SECONDS to change)
 *   BENCH_DBS=sqlite BENCH_CACHE=on BENCH_CONNECTIONS=50  to run a part
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? "50,200").split(",").map(Number);
const CACHE_MODES = (process.env.BENCH_CACHE ?? "on,off").split(",").map((m) => m === "on");

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Starts bench/plain-http.ts serving `body`; answers its URL and a stop function. */
async function plainServer(body: Buffer): Promise<{ url: string; stop: () => void }> {
  const file = path.join(os.tmpdir(), `uraia-bench-${process.pid}-${body.length}.html`);
  fs.writeFileSync(file, body);
  const port = await freePort();
  const child = fork(path.join(import.meta.dirname, "plain-http.ts"), [file, String(port)], { stdio: "ignore" });
  await new Promise((resolve) => child.once("message", resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => {
      child.kill();
      fs.rmSync(file, { force: true });
    },
  };
}

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
    // The baseline: plain node:http sending the same bytes (autocannon asks for no encoding).
    const body = Buffer.from(
      await (await fetch(`${server.url}${target}`, { headers: { "Accept-Encoding": "identity" } })).arrayBuffer(),
    );
    const plain = await plainServer(body);
    try {
      for (const conns of CONNECTIONS) {
        await fetch(`${server.url}${target}`); // warm
        const page = await hit(`${server.url}${target}`, conns);
        const baseline = await hit(plain.url, conns);
        const base = { db, cache: cache ? "on" : "off", conns };
        rows.push({ ...base, target: `node:http ${(body.length / 1024).toFixed(0)} KB`, ...baseline });
        rows.push({ ...base, target, ...page, ratio: page.rps / baseline.rps });
      }
    } finally {
      plain.stop();
    }
  }
  memory.push(`${db}, cache ${cache ? "on" : "off"}: after load ${rssMb(server.pid)} MB`);
}

async function main() {
  if (!buildIsCurrent()) build();
  const loadBefore = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
  const rows: Row[] = [];
  const memory: string[] = [];
  const available: Array<"sqlite" | "postgres"> = (await postgresAvailable()) ? ["sqlite", "postgres"] : ["sqlite"];
  const wanted = process.env.BENCH_DBS?.split(",");
  const kinds = available.filter((kind) => !wanted || wanted.includes(kind));
  for (const kind of kinds) {
    for (const cache of CACHE_MODES) {
      const database = await createTestDatabase(kind);
      const server = await startServer(
        {
          ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
          DATA_DIR: database.dataDir,
          RENDER_CACHE: String(cache),
          // Production logging: one line per request (thrown away here).
          LOG_LEVEL: "info",
        },
        { discardStdout: true },
      );
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
    `\nbench/load — ${new Date().toISOString()}, ${SECONDS} s per run, ${os.cpus().length} cores, load average before ${loadBefore}, after ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  console.log("db        cache  conns  target                        req/s   p50 ms  p99 ms  errors  vs node:http");
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
