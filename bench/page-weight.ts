import { build } from "../scripts/build.ts";
import { buildIsCurrent } from "../scripts/build-stamp.ts";
import { launchBrowser, PHONE } from "../tests/support/browser.ts";
import { startServer } from "../tests/support/server.ts";

/**
 * bench/page-weight: bytes transferred on a first visit (empty cache) at
 * 390×844, images included, scrolled to the bottom so lazy images load.
 *   npm run bench:weight
 */
async function main() {
  if (!buildIsCurrent()) build();
  const server = await startServer({ LOG_LEVEL: "silent" });
  const browser = await launchBrowser();
  const pages = ["/", "/news", "/publications", "/donate", "/event-gallery"];
  console.log(`\nbench/page-weight — ${new Date().toISOString()}, first visit at 390×844`);
  try {
    for (const path of pages) {
      const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2 });
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
      await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
      const aboveFold = [...byType.values()].reduce((a, b) => a + b, 0);
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
      });
      await page.waitForLoadState("networkidle");
      const total = [...byType.values()].reduce((a, b) => a + b, 0);
      const detail = [...byType.entries()].map(([t, b]) => `${t} ${(b / 1024).toFixed(0)}`).join(", ");
      console.log(
        `${path.padEnd(16)} initial ${(aboveFold / 1024).toFixed(0)} KB, after scrolling ${(total / 1024).toFixed(0)} KB (${detail})`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
