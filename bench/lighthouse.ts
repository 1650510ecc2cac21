import { build } from "../scripts/build.ts";
import { buildIsCurrent } from "../scripts/build-stamp.ts";
import { startServer } from "../tests/support/server.ts";
import { compare, firstVisit, warm } from "./lighthouse-compare.ts";

/**
 * bench/lighthouse: Lighthouse (default mobile emulation and throttling) on the
 * key public pages, median of 3 runs each: the four category scores, LCP, CLS
 * and Total Blocking Time, each run a first visit in a Chrome of its own.
 *   npm run bench:lighthouse   (RUNS=3 to change)
 * With BASELINE=<git ref>, the comparison of that ref's build with this one
 * (./lighthouse-compare.ts, median of 5 runs unless RUNS says otherwise).
 */
const RUNS = Number(process.env.RUNS ?? 3);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** The median of the runs that produced the figure (a run can fail to report one on a loaded machine). */
const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function main() {
  if (!buildIsCurrent()) build();
  const server = await startServer({ LOG_LEVEL: "silent" });
  const news = (await (await fetch(`${server.url}/api/news?limit=1`)).json()) as { items: Array<{ slug: string }> };
  const article = `/news/${news.items[0]?.slug ?? ""}`;
  const pages = process.env.PAGES
    ? process.env.PAGES.split(",").map((p) => (p === "article" ? article : p))
    : ["/", "/news", article, "/publications", "/donate", "/event-gallery"];
  const rows: string[] = [];
  try {
    for (const page of pages) {
      const runs: Array<Record<string, number>> = [];
      await warm(`${server.url}${page}`);
      for (let i = 0; i < RUNS; i++) {
        const { lhr } = await firstVisit(`${server.url}${page}`, { onlyCategories: [...CATEGORIES] });
        runs.push({
          ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
          lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
          cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
          tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
          bytes: lhr.audits["total-byte-weight"]?.numericValue ?? Number.NaN,
        });
        if (i === 0) {
          const failing = Object.values(lhr.audits)
            .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
            .map((a) => a.id);
          if (failing.length) rows.push(`  ${page} failing audits: ${failing.join(", ")}`);
        }
      }
      const m = (key: string) => median(runs.map((r) => r[key] ?? Number.NaN));
      rows.unshift(
        `${page.padEnd(40)} perf ${m("performance")}  a11y ${m("accessibility")}  bp ${m("best-practices")}  seo ${m("seo")}  LCP ${(m("lcp") / 1000).toFixed(2)} s  CLS ${m("cls").toFixed(3)}  TBT ${Math.round(m("tbt"))} ms  weight ${Math.round(m("bytes") / 1024)} KB`,
      );
    }
  } finally {
    await server.stop();
  }
  const load = (await import("node:os")).loadavg().map((l) => l.toFixed(2));
  console.log(
    `\nbench/lighthouse — ${new Date().toISOString()}, median of ${RUNS} runs, mobile emulation, load average after ${load.join(" ")}`,
  );
  for (const row of rows) console.log(row);
}

if (process.env.BASELINE) await compare(process.env.BASELINE, Number(process.env.RUNS ?? 5));
else await main();
