import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type RunnerResult } from "lighthouse";
import { build } from "../scripts/build.ts";
import { buildIsCurrent } from "../scripts/build-stamp.ts";
import { CHROMIUM_PATH } from "../tests/support/browser.ts";
import { type RunningServer, startServer } from "../tests/support/server.ts";
import { inlineScripts } from "./hydration-budgets.ts";

/**
 * `BASELINE=<git ref> npm run bench:lighthouse`: builds `ref` in a temporary git
 * worktree (its own `npm run build`, node_modules linked from here), starts its
 * server beside this build's, and runs Lighthouse on /, /sw, the newest article
 * and /donate (or PAGES; a Kiswahili page on its English address where the baseline has no
 * Kiswahili), each run a first visit in a Chrome of its own (`firstVisit`) to a page
 * the server has answered once before (`warm`),
 * alternating the two builds page by page and run by run (which goes first
 * alternates too), so both see the same machine. Prints the medians
 * side by side: performance, LCP, TBT, the document's bytes on the wire and its
 * inline script bytes (JSON-LD aside; docs/decisions/0093-hydrate-less.md).
 */
type Figures = { performance: number; lcp: number; tbt: number; documentBytes: number };

const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The ref's build in a temporary worktree; removed by the returned function. */
function buildRef(ref: string): { buildDir: string; remove(): void } {
  const sha = execFileSync("git", ["rev-parse", "--short", ref], { encoding: "utf8" }).trim();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `uraia-baseline-${sha}-`));
  execFileSync("git", ["worktree", "add", "--detach", dir, sha], { stdio: "inherit" });
  const remove = () => execFileSync("git", ["worktree", "remove", "--force", dir], { stdio: "inherit" });
  try {
    fs.symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir");
    const buildDir = path.join(dir, "build");
    console.log(`Building ${ref} (${sha}) in ${dir}…`);
    execFileSync("npm", ["run", "build"], {
      cwd: dir,
      stdio: ["ignore", "ignore", "inherit"],
      // Relative: the ref's own scripts join the build folder to the worktree's (its build stamp).
      env: { ...process.env, URAIA_BUILD_DIR: "build" },
    });
    return { buildDir, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * The address of `page` on one side. A baseline from before the Kiswahili pages answers a
 * Kiswahili address with 404: there it is measured on the English page it had, the same page
 * in its one language (the table says so).
 */
async function addressOn(server: RunningServer, page: string): Promise<string> {
  const kiswahili = /^\/sw(?=\/|$)/;
  if (!kiswahili.test(page)) return page;
  const res = await fetch(`${server.url}${page}`, { redirect: "manual" });
  await res.body?.cancel();
  return res.status === 404 ? page.replace(kiswahili, "") || "/" : page;
}

/**
 * Asks the page once before the runs and gives the server a moment: the page cache then answers
 * every run with its smallest form (brotli at the highest quality, made just after the first
 * answer), as it answers every visitor after the first since the page last changed. Without this,
 * each build's first run measured a render and a larger document.
 */
export async function warm(url: string): Promise<void> {
  const res = await fetch(url, { headers: { "accept-encoding": "br" } });
  await res.arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}

async function documentWeights(server: RunningServer, page: string) {
  const res = await fetch(`${server.url}${page}`, { headers: { "accept-encoding": "identity" } });
  return inlineScripts(await res.text()).all;
}

/**
 * One Lighthouse run in a Chrome of its own, started for it with a new profile and stopped after it:
 * each run is a first visit. In one Chrome, a run inherited what the one before left behind (a
 * service worker the page had registered, its caches, a renderer still busy clearing them), and
 * that showed in the next run's first tasks (docs/decisions/0097-first-visits-measured-as-first-visits.md).
 */
export async function firstVisit(url: string, flags: Flags = {}): Promise<RunnerResult> {
  const chrome = await launchChrome();
  try {
    await warmUp(chrome.port);
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", ...flags });
    if (!result?.lhr) throw new Error(`no Lighthouse result for ${url}`);
    return result;
  } finally {
    chrome.kill();
  }
}

/**
 * A page in the three font families the site uses, opened in a tab of its own: a phone's browser
 * found its fonts long before it visits us, a Chrome just started has not.
 */
const WARM_UP_PAGE = `data:text/html,${encodeURIComponent(
  '<p style="font-family:system-ui">Uraia</p><p style="font-family:serif">Uraia</p><p style="font-family:monospace">Uraia</p>',
)}`;

/** Opens and closes the warm-up page through Chrome's DevTools HTTP endpoints. */
async function warmUp(port: number): Promise<void> {
  const opened = await fetch(`http://127.0.0.1:${port}/json/new?${WARM_UP_PAGE}`, { method: "PUT" });
  if (!opened.ok) throw new Error(`Chrome did not open the warm-up tab: ${opened.status} ${await opened.text()}`);
  const tab = (await opened.json()) as { id: string };
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await fetch(`http://127.0.0.1:${port}/json/close/${tab.id}`);
}

/** Debian's Chromium for Lighthouse, headless, without the background traffic this machine's closed network refuses. */
export function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

export async function compare(ref: string, runs: number): Promise<void> {
  if (!buildIsCurrent()) build();
  const baseline = buildRef(ref);
  const servers: Record<"before" | "after", RunningServer | null> = { before: null, after: null };
  const table: string[] = [];
  try {
    servers.before = await startServer(
      { LOG_LEVEL: "silent", URAIA_BUILD_DIR: baseline.buildDir },
      { buildDir: baseline.buildDir, discardStdout: true },
    );
    servers.after = await startServer({ LOG_LEVEL: "silent" }, { discardStdout: true });
    const news = (await (await fetch(`${servers.after.url}/api/news?limit=1`)).json()) as {
      items: Array<{ slug: string }>;
    };
    const article = `/news/${news.items[0]?.slug ?? ""}`;
    // PAGES=/,/sw,article… chooses some of them, as in the single-build mode.
    const pages = process.env.PAGES
      ? process.env.PAGES.split(",").map((p) => (p === "article" ? article : p))
      : ["/", "/sw", article, "/donate"];
    for (const page of pages) {
      const figures: Record<"before" | "after", Figures[]> = { before: [], after: [] };
      const address = {
        before: servers.before ? await addressOn(servers.before, page) : page,
        after: page,
      };
      for (const side of ["before", "after"] as const) {
        const server = servers[side];
        if (server) await warm(`${server.url}${address[side]}`);
      }
      for (let i = 0; i < runs; i++) {
        const order = i % 2 === 0 ? (["before", "after"] as const) : (["after", "before"] as const);
        for (const side of order) {
          const server = servers[side];
          if (!server) continue;
          const { lhr } = await firstVisit(`${server.url}${address[side]}`, { onlyCategories: ["performance"] });
          const requests = (lhr.audits["network-requests"]?.details as { items?: Array<Record<string, unknown>> })
            ?.items;
          const document = requests?.find((r) => r.resourceType === "Document");
          figures[side].push({
            performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
            tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
            documentBytes: Number(document?.transferSize ?? Number.NaN),
          });
        }
      }
      for (const side of ["before", "after"] as const) {
        const server = servers[side];
        if (!server) continue;
        const m = (key: keyof Figures) => median(figures[side].map((f) => f[key]));
        const hydration = await documentWeights(server, address[side]);
        const label = address[side] === page ? side : `${side} (${address[side]})`;
        table.push(
          `${(side === "before" ? page : "").padEnd(28)} ${label.padEnd(12)} ${String(m("performance")).padStart(5)} ${`${(m("lcp") / 1000).toFixed(2)} s`.padStart(8)} ${`${Math.round(m("tbt"))} ms`.padStart(8)} ${`${(m("documentBytes") / 1024).toFixed(1)} KB`.padStart(10)} ${`${(hydration / 1024).toFixed(1)} KB`.padStart(10)}`,
        );
      }
    }
  } finally {
    await servers.before?.stop();
    await servers.after?.stop();
    baseline.remove();
  }
  const load = os.loadavg().map((l) => l.toFixed(2));
  console.log(
    `\nbench/lighthouse — ${new Date().toISOString()}, before = ${ref}, after = this build; median of ${runs} runs alternating the two, mobile emulation; load average after ${load.join(" ")}`,
  );
  console.log(
    `${"page".padEnd(28)} ${"build".padEnd(12)} ${"perf".padStart(5)} ${"LCP".padStart(8)} ${"TBT".padStart(8)} ${"document".padStart(10)} ${"inline JS".padStart(10)}`,
  );
  for (const row of table) console.log(row);
}
