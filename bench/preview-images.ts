import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { build } from "../scripts/build.ts";
import { buildIsCurrent } from "../scripts/build-stamp.ts";
import { insertBulkItems } from "../tests/support/bulk-items.ts";
import { createTestDatabase } from "../tests/support/databases.ts";
import { startServer } from "../tests/support/server.ts";

/**
 * bench/preview-images: REQUESTS parallel requests for link previews nobody
 * has asked for yet (400 items, each asked twice; 8 distinct 24-megapixel
 * uploads behind them), against one server on SQLite. Prints how many were
 * answered 200, how long it took, and the server's peak resident memory
 * (sampled every 50 ms; goal < 600 MB).   npm run bench:previews
 */
const REQUESTS = Number(process.env.REQUESTS ?? 800);
const ITEMS = REQUESTS / 2;

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function main() {
  if (!buildIsCurrent()) build();
  const database = await createTestDatabase("sqlite");
  const db = await database.open();
  await insertBulkItems(db.db, { news: ITEMS, publications: 0 });
  // Eight large photos (6000 × 4000) stored as uploads; every item uses one of them.
  const ids = Array.from({ length: 8 }, (_, i) => `${String(i).repeat(32).slice(0, 31)}a`);
  fs.mkdirSync(path.join(database.dataDir, "uploads"), { recursive: true });
  for (const [i, id] of ids.entries()) {
    const noise = await sharp({
      create: {
        width: 6000,
        height: 4000,
        channels: 3,
        background: { r: 40 * i, g: 120, b: 200 - 20 * i },
        noise: { type: "gaussian", mean: 128, sigma: 30 },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    fs.writeFileSync(path.join(database.dataDir, "uploads", `${id}.jpg`), noise);
  }
  const rows = await db.db.selectFrom("news").select(["id", "slug"]).where("published_at", "<=", new Date()).execute();
  for (const row of rows) {
    await db.db
      .updateTable("news")
      .set({ image_url: `/uploads/${ids[row.id % ids.length]}.jpg` })
      .where("id", "=", row.id)
      .execute();
  }
  await db.close();
  const server = await startServer(
    { DATA_DIR: database.dataDir, DEMO_CONTENT: "false", LOG_LEVEL: "warn" },
    { discardStdout: true },
  );
  const slugs = rows.map((r) => r.slug);
  const idle = rssMb(server.pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid));
  }, 50);
  const loadBefore = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
  const started = performance.now();
  try {
    const urls = Array.from({ length: REQUESTS }, (_, i) => `${server.url}/og/news/${slugs[i % slugs.length]}.jpg`);
    const results = await Promise.all(
      urls.map(async (url) => {
        try {
          const res = await fetch(url);
          const body = await res.arrayBuffer();
          return res.status === 200 && body.byteLength > 1000 ? "ok" : `status ${res.status}`;
        } catch (error) {
          return String(error);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const ok = results.filter((r) => r === "ok").length;
    const after = rssMb(server.pid);
    const stored =
      fs.readdirSync(path.join(database.dataDir, "uploads")).filter((f) => /^[a-f0-9]{32}\.jpg$/.test(f)).length -
      ids.length;
    console.log(
      `\nbench/preview-images — ${new Date().toISOString()}, ${os.cpus().length} cores, load average before ${loadBefore}, after ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    console.log(
      `${REQUESTS} parallel requests for ${slugs.length} uncached previews (8 source photos of 24 megapixels)`,
    );
    console.log(
      `answered 200: ${ok} of ${REQUESTS}; others: ${JSON.stringify([...new Set(results.filter((r) => r !== "ok"))].slice(0, 3))}`,
    );
    console.log(`time: ${seconds.toFixed(1)} s (${(slugs.length / seconds).toFixed(1)} previews/s)`);
    console.log(`previews stored: ${stored}`);
    console.log(`server resident memory: idle ${idle} MB, peak ${peak} MB, after ${after} MB (goal: peak < 600 MB)`);
  } finally {
    clearInterval(sampler);
    await server.stop();
    await database.drop();
  }
}

await main();
