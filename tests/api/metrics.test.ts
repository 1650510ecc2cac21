import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "./harness.ts";

const run = promisify(execFile);
const TOKEN = "metrics-token-for-tests-0123456789";

// Metrics do not depend on the database; SQLite alone keeps this file quick.
describe("GET /metrics", () => {
  let h: Harness;
  let server: ReturnType<typeof serve>;
  let url: string;

  beforeAll(async () => {
    h = await startHarness("sqlite", { METRICS_TOKEN: TOKEN });
    // Over a real socket, so the loopback rule sees a real remote address.
    await new Promise<void>((resolve) => {
      server = serve({ fetch: h.app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
        url = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await h.close();
  });

  it("counts requests by route pattern and status, and passes promtool's check", async () => {
    const token = await h.signIn();
    await fetch(`${url}/api/news`);
    await fetch(`${url}/api/news/999999`, { headers: { authorization: `Bearer ${token}` } });
    await h.services.jobs.runDue();
    const res = await fetch(`${url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toMatch(/uraia_http_requests_total\{route="\/api\/news",method="GET",status="200"\} 1/);
    expect(text).toMatch(/uraia_http_requests_total\{route="\/api\/news\/:id",method="GET",status="404"\} 1/);
    expect(text).toMatch(/uraia_http_request_duration_seconds_bucket\{le="0.005",route="\/api\/news"/);
    expect(text).toContain('uraia_db_pool_connections{state="total"} 1');
    expect(text).toContain('uraia_jobs_backlog{kind="mail.send",state="pending"} 0');
    expect(text).toMatch(/uraia_job_runs_total\{name="jobs.purge",outcome="done"\} 1/);
    expect(text).toContain("uraia_page_cache_hits_total 0");
    expect(text).toContain("process_resident_memory_bytes");
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "uraia-metrics-")), "metrics.txt");
    fs.writeFileSync(file, text);
    const check = await run("sh", ["-c", `promtool check metrics < ${file}`]).catch(
      (error: { stdout: string; stderr: string }) => error,
    );
    expect(`${check.stdout}${check.stderr}`.trim()).toBe("");
  });

  it("refuses a request that came through a proxy unless it carries the token", async () => {
    const proxied = await fetch(`${url}/metrics`, { headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(proxied.status).toBe(403);
    expect(await proxied.json()).toEqual({ error: "Metrics need the metrics token (Authorization: Bearer …)." });
    const forwarded = await fetch(`${url}/metrics`, { headers: { forwarded: "for=203.0.113.9" } });
    expect(forwarded.status).toBe(403);
    // Any proxy header at all, even empty or one the proxy alone sets.
    const proxyHeaders: Array<Record<string, string>> = [
      { "x-forwarded-for": "" },
      { "x-real-ip": "203.0.113.9" },
      { "x-real-ip": "" },
      { forwarded: "" },
    ];
    for (const headers of proxyHeaders) {
      expect((await fetch(`${url}/metrics`, { headers })).status, JSON.stringify(headers)).toBe(403);
    }
    const wrong = await fetch(`${url}/metrics`, {
      headers: { "x-forwarded-for": "203.0.113.9", authorization: "Bearer not-the-token-at-all-000000" },
    });
    expect(wrong.status).toBe(403);
    const withToken = await fetch(`${url}/metrics`, {
      headers: { "x-forwarded-for": "203.0.113.9", authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.status).toBe(200);
  });
});
