import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, postgresAvailable, type TestDatabase } from "../support/databases.ts";
import { type RunningServer, startServer, TEST_ADMIN } from "../support/server.ts";

async function signIn(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.url}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(TEST_ADMIN),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function createNews(server: RunningServer, token: string, body: Record<string, unknown>) {
  const res = await fetch(`${server.url}/api/news`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; slug: string };
}

const page = async (server: RunningServer, path: string) => {
  const res = await fetch(`${server.url}${path}`);
  return { res, html: await res.text() };
};

describe("render cache on one instance", () => {
  let server: RunningServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer({ DEMO_CONTENT: "false" });
    token = await signIn(server);
  });
  afterAll(() => server?.stop());

  it("answers a repeat from the cache with the same ETag, and 304 for If-None-Match", async () => {
    const first = await page(server, "/news");
    const etag = first.res.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(first.res.headers.get("cache-control")).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=30$/,
    );
    const again = await fetch(`${server.url}/news`, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
  });

  it("serves a link with tracking parameters from the page's own cache entry, with a clean canonical link", async () => {
    const plain = await page(server, "/news?category=Governance");
    const tracked = await page(
      server,
      "/news?utm_source=whatsapp&category=Governance&fbclid=IwAR0abc&gclid=x&mc_cid=1",
    );
    expect(tracked.res.status).toBe(200);
    expect(tracked.res.headers.get("etag")).toBe(plain.res.headers.get("etag"));
    expect(tracked.html).toBe(plain.html);
    expect(tracked.html).toContain(`<link rel="canonical" href="${server.url}/news?category=Governance"/>`);
    expect(tracked.html).not.toMatch(/utm_|fbclid|gclid|mc_cid/);
    const home = await page(server, "/?fbclid=IwAR0abc");
    expect(home.html).toContain(`<link rel="canonical" href="${server.url}/"/>`);
  });

  it("offers only the smallest image widths to a visitor saving data, cached apart", async () => {
    const full = await (await fetch(`${server.url}/about`)).text();
    const saving = await (await fetch(`${server.url}/about`, { headers: { "Save-Data": "on" } })).text();
    const widths = (html: string) =>
      new Set([...html.matchAll(/\/art\/[a-z0-9-]+-(\d+)\.avif \d+w/g)].map((m) => Number(m[1])));
    expect(Math.max(...widths(full))).toBeGreaterThan(Math.max(...widths(saving)));
    expect([...widths(saving)].every((w) => w <= 640)).toBe(true);
  });

  it("shows a staff change at once", async () => {
    await page(server, "/news");
    await createNews(server, token, {
      title: "Cache test: county budget hearing",
      published_at: new Date(Date.now() - 60_000).toISOString(),
    });
    const { html } = await page(server, "/news");
    expect(html).toContain("Cache test: county budget hearing");
  });

  it("shows a scheduled item as soon as its time comes, never a draft", async () => {
    const at = new Date(Date.now() + 3000);
    await createNews(server, token, { title: "Cache test: scheduled dialogue", published_at: at.toISOString() });
    await createNews(server, token, { title: "Cache test: unpublished draft", published_at: null });
    const before = await page(server, "/news");
    expect(before.html).not.toContain("Cache test: scheduled dialogue");
    expect(before.html).not.toContain("Cache test: unpublished draft");
    const sMaxAge = Number(/s-maxage=(\d+)/.exec(before.res.headers.get("cache-control") ?? "")?.[1]);
    expect(sMaxAge).toBeLessThanOrEqual(3);
    await new Promise((r) => setTimeout(r, at.getTime() - Date.now() + 200));
    const after = await page(server, "/news");
    expect(after.html).toContain("Cache test: scheduled dialogue");
    expect(after.html).not.toContain("Cache test: unpublished draft");
  });
});

describe("render cache across two instances on one PostgreSQL", async () => {
  const available = await postgresAvailable();
  let database: TestDatabase;
  let a: RunningServer;
  let b: RunningServer;
  beforeAll(async () => {
    if (!available) return;
    database = await createTestDatabase("postgres");
    a = await startServer({ DATABASE_URL: database.databaseUrl!, DEMO_CONTENT: "false" });
    b = await startServer({ DATABASE_URL: database.databaseUrl!, DEMO_CONTENT: "false" });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
  });

  it.skipIf(!available)("a change made through one instance clears the other's cached pages", async () => {
    const before = await page(b, "/news");
    expect(before.html).not.toContain("Two instances: ward forum");
    const token = await signIn(a);
    await createNews(a, token, {
      title: "Two instances: ward forum",
      published_at: new Date(Date.now() - 1000).toISOString(),
    });
    // LISTEN/NOTIFY is asynchronous: allow it a moment.
    let html = "";
    for (let i = 0; i < 20 && !html.includes("Two instances: ward forum"); i++) {
      await new Promise((r) => setTimeout(r, 100));
      html = (await page(b, "/news")).html;
    }
    expect(html).toContain("Two instances: ward forum");
  });
});
