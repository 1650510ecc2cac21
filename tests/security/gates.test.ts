import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { type Harness, startHarness } from "../api/harness.ts";
import { databaseKinds } from "../support/databases.ts";

const kinds = await databaseKinds();
const TOKEN = "metrics-token-for-probes-0123456789";
const NEEDS_TOKEN = { error: "Metrics need the metrics token (Authorization: Bearer …)." };

/** An app over a real loopback socket, so /metrics sees a real remote address. */
async function listen(h: Harness) {
  let server: ReturnType<typeof serve> | undefined;
  const url = await new Promise<string>((resolve) => {
    server = serve({ fetch: h.app.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
      resolve(`http://127.0.0.1:${info.port}`),
    );
  });
  return { url, close: () => new Promise((resolve) => server!.close(resolve)) };
}

describe.each(kinds)("the gates: /metrics, staff reads by method, cross-site page actions on %s", (kind) => {
  let direct: Harness;
  let proxied: Harness;
  let directUrl: string;
  let proxiedUrl: string;
  const closers: Array<() => Promise<unknown>> = [];

  beforeAll(async () => {
    direct = await startHarness(kind, { METRICS_TOKEN: TOKEN, TRUST_PROXY: "0", PUBLIC_URL: "https://uraia.example" });
    proxied = await startHarness(kind, { METRICS_TOKEN: TOKEN, TRUST_PROXY: "1" });
    const a = await listen(direct);
    const b = await listen(proxied);
    directUrl = a.url;
    proxiedUrl = b.url;
    closers.push(a.close, b.close);
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await direct.close();
    await proxied.close();
  });

  it("opens /metrics without the token only to a loopback socket with TRUST_PROXY=0 and no proxy header", async () => {
    expect((await fetch(`${directUrl}/metrics`)).status).toBe(200);
    const behindProxy = await fetch(`${proxiedUrl}/metrics`);
    expect(behindProxy.status).toBe(403);
    expect(await behindProxy.json()).toEqual(NEEDS_TOKEN);
    const withToken = await fetch(`${proxiedUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(withToken.status).toBe(200);
    for (const name of [
      "via",
      "x-client-ip",
      "true-client-ip",
      "cf-connecting-ip",
      "x-forwarded-for",
      "x-forwarded-host",
      "x-forwarded-server",
      "x-real-ip",
      "forwarded",
      "fastly-client-ip",
      "x-cluster-client-ip",
      "x-original-forwarded-for",
    ]) {
      const res = await fetch(`${directUrl}/metrics`, { headers: { [name]: "203.0.113.9" } });
      expect(res.status, name).toBe(403);
    }
  });

  it("gates the staff reads by method: HEAD is a read like GET", async () => {
    for (const path of [
      "/api/session",
      "/api/me",
      "/api/choices/news-categories",
      "/api/donations",
      "/api/users",
      "/api/audit",
    ]) {
      for (const method of ["GET", "HEAD"]) {
        expect((await direct.call(method, path)).status, `${method} ${path}`).toBe(401);
      }
    }
    expect((await direct.call("HEAD", "/api/news")).status).toBe(200);
  });

  it("refuses a page action marked cross-site even without an Origin, and takes the site's own", async () => {
    const pages = createApp(direct.services, { renderPage: async () => new Response("rendered page") });
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const post = (headers: Record<string, string>) =>
      pages.request("/contact", { method: "POST", headers: { ...form, ...headers }, body: "name=Amina" });
    const foreign: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: "https://evil.example" },
      { origin: "null" },
    ];
    for (const headers of foreign) {
      const res = await post(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.json()).toEqual({ error: "Forms can only be sent from this site's own pages." });
    }
    const own = await post({ origin: "https://uraia.example", "sec-fetch-site": "same-origin" });
    expect(await own.text()).toBe("rendered page");
    expect(await (await pages.request("/contact", { headers: { "sec-fetch-site": "cross-site" } })).text()).toBe(
      "rendered page",
    );
  });
});
