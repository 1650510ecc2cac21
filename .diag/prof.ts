import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const path = process.env.P ?? "/";
for (const port of [3601, 3600, 3601, 3600]) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await page.goto(`http://127.0.0.1:${port}${path}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 30000 });
  await page.waitForTimeout(1500);
  const { profile } = (await cdp.send("Profiler.stop")) as any;
  const self = new Map<string, number>();
  const byUrl = new Map<string, number>();
  const dt = profile.timeDeltas as number[];
  const idx = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
  const samples = profile.samples as number[];
  for (let i = 0; i < samples.length; i++) {
    const n = idx.get(samples[i]);
    const t = (dt[i] ?? 0) / 1000;
    const cf = n.callFrame;
    if (cf.functionName === "(idle)" || cf.functionName === "(program)") continue;
    const url = cf.url.replace(/^http:\/\/127.0.0.1:\d+/, "").replace(/-[\w-]{8}\.js$/, ".js");
    const key = `${cf.functionName || "(anon)"} ${url}:${cf.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + t);
    byUrl.set(url || cf.functionName, (byUrl.get(url || cf.functionName) ?? 0) + t);
  }
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 14);
  const total = [...byUrl.values()].reduce((a, b) => a + b, 0);
  console.log(`\n== ${port} ${path} total ${Math.round(total)} ms`);
  console.log("  by url:", [...byUrl.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([u, t]) => `${u} ${Math.round(t)}`).join(" | "));
  for (const [k, t] of top) console.log(`   ${Math.round(t)}ms ${k}`);
  await context.close();
}
await browser.close();
