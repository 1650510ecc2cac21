import lighthouse from "lighthouse";
import { launchChrome } from "../bench/lighthouse-compare.ts";
import { startServer } from "../tests/support/server.ts";

const page = process.env.PAGE ?? "/";
const runs = Number(process.env.RUNS ?? 3);
const before = await startServer({ LOG_LEVEL: "silent", URAIA_BUILD_DIR: "/tmp/base/build" }, { buildDir: "/tmp/base/build", discardStdout: true });
const after = await startServer({ LOG_LEVEL: "silent" }, { discardStdout: true });
const chrome = await launchChrome();
try {
  for (let i = 0; i < runs; i++) {
    for (const [side, server] of [["before", before], ["after", after]] as const) {
      const lhr = (await lighthouse(`${server.url}${page}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"], ...(process.env.TM ? { throttlingMethod: process.env.TM as "devtools" } : {}) }))!.lhr;
      const tbt = lhr.audits["total-blocking-time"]?.numericValue;
      const long = (lhr.audits["long-tasks"]?.details as { items?: Array<{ url: string; duration: number; startTime: number }> })?.items ?? [];
      const boot = (lhr.audits["bootup-time"]?.details as { items?: Array<{ url: string; total: number; scripting: number; scriptParseCompile: number }> })?.items ?? [];
      const mw = (lhr.audits["mainthread-work-breakdown"]?.details as { items?: Array<{ groupLabel: string; duration: number }> })?.items ?? [];
      console.log(`\n== ${side} run ${i} TBT ${Math.round(tbt ?? 0)} LCP ${Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0)} FCP ${Math.round(lhr.audits["first-contentful-paint"]?.numericValue ?? 0)} TTI ${Math.round(lhr.audits["interactive"]?.numericValue ?? 0)}`);
      console.log("  long:", long.map((t) => `${t.url.replace(server.url, "")}@${Math.round(t.startTime)}:${Math.round(t.duration)}`).join(" | "));
      console.log("  boot:", boot.map((b) => `${b.url.replace(server.url, "")} ${Math.round(b.total)}/${Math.round(b.scripting)}/${Math.round(b.scriptParseCompile)}`).join(" | "));
      const reqs = (lhr.audits["network-requests"]?.details as { items?: Array<Record<string, any>> })?.items ?? [];
      if (process.env.NET) for (const r of reqs) console.log(`    net ${String(r.url).replace(server.url, "").slice(0, 70).padEnd(70)} ${r.resourceType} ${r.priority} ${Math.round(r.networkRequestTime)}-${Math.round(r.networkEndTime)} ${r.transferSize}`);
      console.log("  main:", mw.map((m) => `${m.groupLabel} ${Math.round(m.duration)}`).join(", "));
    }
  }
} finally {
  chrome.kill();
  await before.stop();
  await after.stop();
}
