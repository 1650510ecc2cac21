import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const path of ["/", "/sw", "/news", "/donate", "/about"]) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
  const page = await context.newPage();
  const msgs: string[] = [];
  page.on("console", (m) => msgs.push(`${m.type()}: ${m.text().slice(0, 300)}`));
  page.on("pageerror", (e) => msgs.push(`pageerror: ${e.message.slice(0, 300)}`));
  await page.goto(`http://127.0.0.1:3600${path}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 15000 });
  await page.waitForTimeout(500);
  console.log(path, msgs.length ? msgs : "clean");
  await context.close();
}
await browser.close();
