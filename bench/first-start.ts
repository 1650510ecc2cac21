import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * bench/first-start: what a newcomer sees after `npm install && npm start`. The build folder and
 * the artwork cache are removed and DATA_DIR is a fresh folder, then `npm start` is spawned and
 * timed: seconds until `/` first answers 200, and the longest stretch without a line of output
 * before then. It then asks for every image the first page names (made on demand when the server
 * makes artwork then), and starts a second time on the same build and data (a later start).
 *
 *   npm run bench:first-start                    # in this checkout
 *   node bench/first-start.ts --root ../other    # in another checkout (e.g. the code before a change)
 */
const rootArg = process.argv.indexOf("--root");
const ROOT = path.resolve(rootArg > 0 ? (process.argv[rootArg + 1] ?? ".") : ".");
const LIMIT_MS = Number(process.env.BENCH_LIMIT_S ?? 900) * 1000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

type Run = { firstOkS: number; longestSilenceS: number; silenceEndsAt: number; lines: number; output: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spawns `npm start` and waits for the first 200 from `/`; the child is left running. */
async function timeStart(env: Record<string, string>, url: string): Promise<{ run: Run; child: ChildProcess }> {
  const started = performance.now();
  let last = started;
  let longest = 0;
  let silenceEndsAt = 0;
  let output = "";
  const child = spawn("npm", ["start"], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const heard = (chunk: Buffer) => {
    const now = performance.now();
    if (now - last > longest) {
      longest = now - last;
      silenceEndsAt = (now - started) / 1000;
    }
    last = now;
    output += chunk.toString();
  };
  child.stdout?.on("data", heard);
  child.stderr?.on("data", heard);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${output}`);
    if (performance.now() - started > LIMIT_MS) {
      stop(child);
      throw new Error(`no 200 from / within ${LIMIT_MS / 1000} s:\n${output}`);
    }
    const ok = await fetch(`${url}/`, { signal: AbortSignal.timeout(10_000) })
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) break;
    await sleep(200);
  }
  const now = performance.now();
  if (now - last > longest) {
    longest = now - last;
    silenceEndsAt = (now - started) / 1000;
  }
  return {
    child,
    run: {
      firstOkS: (now - started) / 1000,
      longestSilenceS: longest / 1000,
      silenceEndsAt,
      lines: output.split("\n").filter(Boolean).length,
      output,
    },
  };
}

/** Ends the process group this script started (npm and the server it execs). */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  process.kill(-child.pid, "SIGTERM");
  return exited;
}

/**
 * The images a browser on a laptop asks for on the first page: from each <picture>, its first
 * source's second-smallest width (the page's `sizes` pick about that at 1×); all asked at once.
 */
async function firstPageImages(url: string): Promise<{ images: number; ok: number; seconds: number }> {
  const html = await (await fetch(`${url}/`)).text();
  const urls = new Set<string>();
  for (const picture of html.matchAll(/<picture[^>]*>\s*<source[^>]*srcSet="([^"]+)"/g)) {
    const candidates = (picture[1] ?? "").split(",").map((part) => part.trim().split(/\s+/)[0] ?? "");
    const chosen = candidates[Math.min(1, candidates.length - 1)];
    if (chosen?.startsWith("/")) urls.add(chosen);
  }
  const started = performance.now();
  const statuses = await Promise.all(
    [...urls].map(async (image) => {
      const res = await fetch(`${url}${image}`);
      await res.arrayBuffer();
      return res.status;
    }),
  );
  return {
    images: urls.size,
    ok: statuses.filter((s) => s === 200).length,
    seconds: (performance.now() - started) / 1000,
  };
}

async function main() {
  fs.rmSync(path.join(ROOT, "build"), { recursive: true, force: true });
  fs.rmSync(path.join(ROOT, "node_modules/.cache/uraia-artwork"), { recursive: true, force: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uraia-first-start-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, PUBLIC_URL: url, NODE_ENV: "production" };
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ");
  const loadBefore = load();
  try {
    const first = await timeStart(env, url);
    const images = await firstPageImages(url);
    await stop(first.child);
    const later = await timeStart(env, url);
    await stop(later.child);
    const saved = path.resolve("bench/results/first-start-output.txt");
    fs.mkdirSync(path.dirname(saved), { recursive: true });
    fs.writeFileSync(saved, first.run.output);
    console.log(`\nbench/first-start — ${new Date().toISOString()}, ${ROOT}`);
    console.log(`load average before: ${loadBefore}; after: ${load()} (2 cores, shared)\n`);
    console.log("| start | first 200 from / | longest silence before it | lines printed |");
    console.log("| ----- | ---------------- | ------------------------- | ------------- |");
    for (const [name, run] of [
      ["first (no build, empty DATA_DIR)", first.run],
      ["later (same build and data)", later.run],
    ] as const) {
      console.log(
        `| ${name} | ${run.firstOkS.toFixed(1)} s | ${run.longestSilenceS.toFixed(1)} s (ending at ${run.silenceEndsAt.toFixed(1)} s) | ${run.lines} |`,
      );
    }
    console.log(
      `\nthe first page's images (one per picture, as a browser asks) right after the first start: ${images.ok} of ${images.images} answered 200 in ${images.seconds.toFixed(1)} s`,
    );
    console.log(`(the first start's output: ${saved})`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
