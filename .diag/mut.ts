import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const port of [3601, 3600]) for (const path of ["/", "/about", "/donate"]) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
  const page = await context.newPage();
  await page.addInitScript(() => {
    (window as any).__removed = [];
    document.addEventListener("DOMContentLoaded", () => {
      new MutationObserver((list) => {
        for (const m of list) for (const n of m.removedNodes) if (n.nodeType === 1) (window as any).__removed.push((n as Element).tagName + "#" + ((n as Element).id || (n as Element).className?.toString().slice(0, 30)));
      }).observe(document.body, { childList: true, subtree: true });
    });
  });
  await page.goto(`http://127.0.0.1:${port}${path}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 15000 }).catch(() => {});
  await page.waitForTimeout(800);
  const removed = await page.evaluate(() => (window as any).__removed as string[]);
  console.log(port, path, removed.length, removed.slice(0, 12));
  await context.close();
}
await browser.close();
