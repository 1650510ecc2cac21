import os from "node:os";
import { build } from "../scripts/build.ts";
import { buildIsCurrent } from "../scripts/build-stamp.ts";
import { rebuildSearchIndex } from "../server/search/search-index.ts";
import { insertBulkItems } from "../tests/support/bulk-items.ts";
import { createTestDatabase, postgresAvailable } from "../tests/support/databases.ts";
import { type RunningServer, startServer, TEST_ADMIN } from "../tests/support/server.ts";

/**
 * bench/scale: 10,000 news items and 1,000 publications (a few drafts and
 * scheduled ones among them) on SQLite and PostgreSQL, the render cache off.
 * For each request: the median and p95 of REPEAT sequential timings (full
 * body read), after every request has been made three times (the first renders
 * of a process include compiling). Goals: every uncached page ≤ 50 ms median,
 * /news page 200 within 2× of page 1; site search p50 ≤ 20 ms and p95 ≤ 60 ms
 * for two-word queries with every publication's PDF text indexed (PDF_PAGES each).
 *   npm run bench:scale         (NEWS, PUBLICATIONS, REPEAT, BENCH_DBS to change)
 */
const NEWS = Number(process.env.NEWS ?? 10_000);
const PUBLICATIONS = Number(process.env.PUBLICATIONS ?? 1000);
const REPEAT = Number(process.env.REPEAT ?? 20);
/** Pages of extracted PDF text per publication (the search index holds each one). */
const PDF_PAGES = Number(process.env.PDF_PAGES ?? 10);
/** Two-word queries, common to rare; the last word is matched as a prefix. */
const QUERIES = [
  "county budget",
  "turkana water",
  "ward forum",
  "borehole audit",
  "term123 term4567",
  "devolution gover",
];

type Timing = { name: string; median: number; p95: number; bytes: number; status: number; runs: number[] };

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

async function time(server: RunningServer, name: string, path: string, headers: Record<string, string> = {}) {
  const once = async () => {
    const started = performance.now();
    const res = await fetch(server.url + path, { headers: { "Accept-Encoding": "identity", ...headers } });
    const body = await res.arrayBuffer();
    return { ms: performance.now() - started, bytes: body.byteLength, status: res.status };
  };
  const runs = [];
  for (let i = 0; i < REPEAT; i++) runs.push(await once());
  const ms = runs.map((r) => r.ms);
  return {
    name,
    median: quantile(ms, 0.5),
    p95: quantile(ms, 0.95),
    bytes: runs[0]!.bytes,
    status: runs[0]!.status,
    runs: ms,
  };
}

/** Every query of QUERIES, REPEAT times each, pooled: p50 and p95 over all of them (render cache off: uncached). */
async function searchTimes(
  server: RunningServer,
  name: string,
  path: (q: string) => string,
  headers: Record<string, string> = {},
): Promise<Timing> {
  const all: number[] = [];
  let first: Timing | undefined;
  for (const q of QUERIES) {
    await (await fetch(server.url + path(q), { headers })).arrayBuffer();
    const timing = await time(server, name, path(q), headers);
    first ??= timing;
    all.push(...timing.runs);
  }
  return { ...first!, median: quantile(all, 0.5), p95: quantile(all, 0.95) };
}

async function measure(kind: "sqlite" | "postgres"): Promise<Timing[]> {
  const database = await createTestDatabase(kind);
  const db = await database.open();
  const seeded = performance.now();
  await insertBulkItems(db.db, { news: NEWS, publications: PUBLICATIONS, pdfPages: PDF_PAGES });
  console.error(
    `${kind}: seeded ${NEWS} news and ${PUBLICATIONS} publications (${PDF_PAGES} PDF pages each) in ${Math.round(performance.now() - seeded)} ms`,
  );
  const indexed = performance.now();
  const documents = await rebuildSearchIndex(db.db);
  console.error(`${kind}: search:reindex of ${documents} documents took ${Math.round(performance.now() - indexed)} ms`);
  await db.close();
  const server = await startServer(
    {
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      DATA_DIR: database.dataDir,
      RENDER_CACHE: "false",
      DEMO_CONTENT: "false",
      LOG_LEVEL: "warn",
    },
    { discardStdout: true },
  );
  try {
    const login = await fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(TEST_ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const staff = { Authorization: `Bearer ${token}` };
    const list = (await (await fetch(`${server.url}/api/news?limit=1`)).json()) as { items: Array<{ slug: string }> };
    const paths = [
      "/news",
      "/news?page=200",
      "/news?category=Governance&page=50",
      "/publications",
      `/news/${list.items[0]?.slug}`,
      "/",
    ];
    for (let i = 0; i < 3; i++) for (const path of paths) await (await fetch(server.url + path)).arrayBuffer();
    return [
      await time(server, "/news page 1", "/news"),
      await time(server, "/news page 200", "/news?page=200"),
      await time(server, "/news?category=Governance page 50", "/news?category=Governance&page=50"),
      await time(server, "/publications page 1", "/publications"),
      await time(server, "/publications page 40", "/publications?page=40"),
      await time(server, "an article", `/news/${list.items[0]?.slug}`),
      await time(server, "/ (home)", "/"),
      await time(server, "GET /api/news (20)", "/api/news?limit=20"),
      await time(server, "GET /api/news offset 9000", "/api/news?limit=20&offset=9000"),
      await time(server, "admin list /api/news (staff)", "/api/news?limit=20", staff),
      await time(server, "admin list offset 9000 (staff)", "/api/news?limit=20&offset=9000", staff),
      await time(server, "admin /api/publications (staff)", "/api/publications?limit=20", staff),
      await time(server, "/sitemap.xml", "/sitemap.xml"),
      await searchTimes(server, "GET /api/search (two words)", (q) => `/api/search?q=${encodeURIComponent(q)}`),
      await searchTimes(server, "/search page (two words)", (q) => `/search?q=${encodeURIComponent(q)}`),
      await searchTimes(server, "staff /api/news?q= (two words)", (q) => `/api/news?q=${encodeURIComponent(q)}`, staff),
    ];
  } finally {
    await server.stop();
    await database.drop();
  }
}

async function main() {
  if (!buildIsCurrent()) build();
  const available: Array<"sqlite" | "postgres"> = (await postgresAvailable()) ? ["sqlite", "postgres"] : ["sqlite"];
  const wanted = process.env.BENCH_DBS?.split(",");
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ");
  const lines: string[] = [];
  for (const kind of available.filter((k) => !wanted || wanted.includes(k))) {
    const before = load();
    const rows = await measure(kind);
    lines.push(`\n${kind} (load average before ${before}, after ${load()})`);
    lines.push("request                               median ms   p95 ms   status   size");
    for (const r of rows) {
      lines.push(
        `${r.name.padEnd(38)}${r.median.toFixed(1).padStart(9)}${r.p95.toFixed(1).padStart(9)}${String(r.status).padStart(9)}   ${(r.bytes / 1024).toFixed(0)} KB`,
      );
    }
    const p1 = rows.find((r) => r.name === "/news page 1")!;
    const p200 = rows.find((r) => r.name === "/news page 200")!;
    lines.push(`page 200 / page 1: ${(p200.median / p1.median).toFixed(2)}×`);
  }
  console.log(
    `\nbench/scale — ${new Date().toISOString()}, ${NEWS} news, ${PUBLICATIONS} publications with ${PDF_PAGES} PDF pages each, ${REPEAT} sequential requests each (search: ${QUERIES.length} queries pooled), render cache off, ${os.cpus().length} cores`,
  );
  for (const line of lines) console.log(line);
}

await main();
