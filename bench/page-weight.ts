import type { Browser } from "playwright-core";
import { build } from "../scripts/build.ts";
import { buildIsCurrent } from "../scripts/build-stamp.ts";
import { launchBrowser, PHONE } from "../tests/support/browser.ts";
import { startServer } from "../tests/support/server.ts";

/**
 * bench/page-weight: bytes transferred on a first visit (empty cache) at
 * 390×844, images included, scrolled to the bottom so lazy images load; the
 * hydrated page next to the lite one (Save-Data: on), with lite mode's budgets
 * (docs/product.md, "Lite mode"): 0 bytes of script and 0 font files.
 *   npm run bench:weight
 */
const KB = 1024;

/** Lite budgets, first visit, in KB. */
const LITE_BUDGET: Record<string, number> = {
  "/": 80,
  "/news": 45,
  article: 45,
  "/donate": 45,
  "/publications": 45,
  "/event-gallery": 100,
};
const LITE_PAGE_IMAGE_BUDGET = 60 * KB;

type Weight = { initial: number; total: number; byType: Map<string, number> };

async function measure(browser: Browser, url: string, lite: boolean): Promise<Weight> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    extraHTTPHeaders: lite ? { "Save-Data": "on" } : {},
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const byType = new Map<string, number>();
  const types = new Map<string, string>();
  cdp.on("Network.responseReceived", (e) => types.set(e.requestId, e.type));
  cdp.on("Network.loadingFinished", (e) => {
    const type = types.get(e.requestId) ?? "Other";
    byType.set(type, (byType.get(type) ?? 0) + e.encodedDataLength);
  });
  await page.goto(url, { waitUntil: "networkidle" });
  const initial = [...byType.values()].reduce((a, b) => a + b, 0);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
  });
  await page.waitForLoadState("networkidle");
  await context.close();
  return { initial, total: [...byType.values()].reduce((a, b) => a + b, 0), byType };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(0)} KB`;
const detail = (w: Weight) => [...w.byType.entries()].map(([t, b]) => `${t} ${(b / KB).toFixed(0)}`).join(", ");

async function main() {
  if (!buildIsCurrent()) build();
  const server = await startServer({ LOG_LEVEL: "silent" });
  const browser = await launchBrowser();
  const news = (await (await fetch(`${server.url}/api/news?limit=1`)).json()) as { items: Array<{ slug: string }> };
  const article = `/news/${news.items[0]?.slug}`;
  const pages: Array<[label: string, path: string]> = [
    ["/", "/"],
    ["/news", "/news"],
    ["article", article],
    ["/publications", "/publications"],
    ["/donate", "/donate"],
    ["/event-gallery", "/event-gallery"],
  ];
  console.log(`\nbench/page-weight — ${new Date().toISOString()}, first visit at 390×844, DPR 2`);
  let over = 0;
  try {
    for (const [label, path] of pages) {
      const hydrated = await measure(browser, `${server.url}${path}`, false);
      const lite = await measure(browser, `${server.url}${path}`, true);
      const budget = (LITE_BUDGET[label] ?? 0) * KB;
      const scripts = lite.byType.get("Script") ?? 0;
      const fonts = lite.byType.get("Font") ?? 0;
      const ok = lite.total <= budget && scripts === 0 && fonts === 0;
      if (!ok) over++;
      console.log(
        `${label.padEnd(15)} hydrated ${kb(hydrated.initial)} → ${kb(hydrated.total)} (${detail(hydrated)})\n` +
          `${"".padEnd(15)} lite     ${kb(lite.initial)} → ${kb(lite.total)} (${detail(lite)}), ` +
          `budget ${kb(budget)}, script ${scripts} B, fonts ${fonts} B ${ok ? "ok" : "OVER BUDGET"}`,
      );
    }
    // The largest lite page image of the demo publications.
    const list = (await (await fetch(`${server.url}/api/publications?limit=50`)).json()) as {
      items: Array<{ slug: string }>;
    };
    let largest = 0;
    for (const { slug } of list.items) {
      for (let n = 1; ; n++) {
        const res = await fetch(`${server.url}/publications?doc=${slug}${n > 1 ? `&page=${n}` : ""}`, {
          headers: { "Save-Data": "on" },
        });
        const src = /src="(\/uploads\/[a-f0-9]{32}-p\d{4}-\d+\.webp)"/.exec(await res.text())?.[1];
        if (res.status !== 200 || !src) break;
        largest = Math.max(largest, (await (await fetch(`${server.url}${src}`)).arrayBuffer()).byteLength);
      }
    }
    const imageOk = largest > 0 && largest <= LITE_PAGE_IMAGE_BUDGET;
    if (!imageOk) over++;
    console.log(
      `lite page image largest ${kb(largest)}, budget ${kb(LITE_PAGE_IMAGE_BUDGET)} ${imageOk ? "ok" : "OVER BUDGET"}`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
  if (over > 0) process.exitCode = 1;
}

await main();
