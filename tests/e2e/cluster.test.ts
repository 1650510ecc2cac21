import fs from "node:fs";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, postgresAvailable, type TestDatabase } from "../support/databases.ts";
import { type RunningNginx, startNginx } from "../support/nginx.ts";
import { startS3, type TestS3 } from "../support/s3.ts";
import { type RunningServer, startServer, TEST_ADMIN } from "../support/server.ts";
import { startSmtp, type TestSmtp } from "../support/smtp.ts";

const withPostgres = await postgresAvailable();

async function within<T>(ms: number, probe: () => Promise<T>, ok: (value: T) => boolean): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (ok(await probe())) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const METRICS_TOKEN = "cluster-metrics-token-0123456789";

// Two app instances behind Debian's nginx (deploy/nginx/uraia.conf, round robin), one PostgreSQL,
// one object store (s3rver) and one mail server.
describe.skipIf(!withPostgres)("two instances behind nginx on one PostgreSQL and one object store", () => {
  let database: TestDatabase;
  let s3: TestS3;
  let smtp: TestSmtp;
  let a: RunningServer;
  let b: RunningServer;
  let nginx: RunningNginx;
  let token: string;

  beforeAll(async () => {
    [database, s3, smtp] = await Promise.all([createTestDatabase("postgres"), startS3(), startSmtp()]);
    const env = {
      DATABASE_URL: database.databaseUrl!,
      ...s3.env,
      SMTP_URL: smtp.url,
      TRUST_PROXY: "1",
      // Behind a proxy /metrics needs its token, even from loopback.
      METRICS_TOKEN,
      DEMO_CONTENT: "true",
      PUBLIC_URL: "http://uraia.test",
      UPLOADS_PUBLIC_URL: "https://cdn.uraia.test/uploads",
    };
    a = await startServer(env);
    b = await startServer(env);
    nginx = await startNginx([a.url, b.url]);
    const login = await fetch(`${a.url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(TEST_ADMIN),
    });
    token = ((await login.json()) as { token: string }).token;
  });
  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await Promise.all([smtp?.stop(), s3?.stop()]);
    await database?.drop();
  });

  const staff = (extra: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...extra });
  const json = (body: unknown) => ({ "content-type": "application/json", body: JSON.stringify(body) });
  const requestsOf = async (server: RunningServer) => {
    const text = await (
      await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    return [...text.matchAll(/^uraia_http_requests_total\{route="\/healthz".*\} (\d+)$/gm)].reduce(
      (sum, m) => sum + Number(m[1]),
      0,
    );
  };

  it("shares requests round robin, and a staff token from one instance works on the other", async () => {
    const before = [await requestsOf(a), await requestsOf(b)];
    for (let i = 0; i < 10; i++) expect((await fetch(`${nginx.url}/healthz`)).status).toBe(200);
    const after = [await requestsOf(a), await requestsOf(b)];
    expect(after[0]! - before[0]!).toBe(5);
    expect(after[1]! - before[1]!).toBe(5);
    const me = await fetch(`${b.url}/api/me`, { headers: staff() });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(TEST_ADMIN.email);
    expect((await fetch(`${nginx.url}/metrics`)).status).toBe(404);
  });

  it("shows a content change made on one instance on both within 2 seconds: pages, lists and link previews", async () => {
    for (const server of [a, b]) {
      expect((await fetch(`${server.url}/news`)).status).toBe(200);
      await fetch(`${server.url}/news`); // now answered from each instance's page cache
    }
    const created = await fetch(`${b.url}/api/news`, {
      method: "POST",
      headers: staff({ "content-type": "application/json" }),
      body: json({
        title: "Nakuru youth budget forum",
        content: "<p>Notes</p>",
        published_at: "2026-01-01T08:00:00.000Z",
      }).body,
    });
    expect(created.status).toBe(201);
    const item = (await created.json()) as { id: number; slug: string };
    const pageOnA = await within(
      2000,
      () => fetch(`${a.url}/news`).then((r) => r.text()),
      (html) => html.includes("Nakuru youth budget forum"),
    );
    const listOnA = await within(
      2000,
      () => fetch(`${a.url}/api/news?limit=100`).then((r) => r.text()),
      (t) => t.includes("Nakuru youth budget forum"),
    );
    console.log(`change on B seen on A: page ${pageOnA} ms, list ${listOnA} ms`);

    const preview = async (server: RunningServer) =>
      Buffer.from(await (await fetch(`${server.url}/og/news/${item.slug}.jpg`)).arrayBuffer());
    const oldPreview = await preview(a);
    await fetch(`${a.url}/api/news/${item.id}`, {
      method: "PUT",
      headers: staff({ "content-type": "application/json" }),
      body: JSON.stringify({ category: "Budget Week" }),
    });
    await within(
      2000,
      () => preview(b),
      (jpeg) => !jpeg.equals(oldPreview),
    );
    await within(
      2000,
      () => fetch(`${b.url}/news`).then((r) => r.text()),
      (html) => html.includes("Budget Week"),
    );
  });

  it("serves an upload stored through one instance from the other, with ETag and ranges", async () => {
    const bytes = await sharp({ create: { width: 64, height: 32, channels: 3, background: "#1f7f4c" } })
      .png()
      .toBuffer();
    const body = new FormData();
    body.append("file", new Blob([new Uint8Array(bytes)]), "photo.png");
    const res = await fetch(`${a.url}/api/upload`, { method: "POST", headers: staff(), body });
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    const served = await fetch(`${b.url}${url}`);
    expect(served.status).toBe(200);
    // Images are stored without metadata (re-encoded): both instances serve the one stored object.
    const fromB = Buffer.from(await served.arrayBuffer());
    const fromA = Buffer.from(await (await fetch(`${a.url}${url}`)).arrayBuffer());
    expect(fromB.equals(fromA)).toBe(true);
    expect(await sharp(fromB).metadata()).toMatchObject({ format: "png", width: 64, height: 32 });
    const part = await fetch(`${nginx.url}${url}`, { headers: { range: "bytes=0-7" } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(fromB.subarray(0, 8))).toBe(true);
    expect(fs.existsSync(`${a.dataDir}/uploads${url.slice("/uploads".length)}`)).toBe(false);
  });

  it("links uploads through the CDN address in pages, while the API keeps site-relative links", async () => {
    const page = await fetch(`${nginx.url}/news`);
    const html = await page.text();
    expect(html).toMatch(/(src|srcSet)="https:\/\/cdn\.uraia\.test\/uploads\/[a-f0-9]{32}/);
    expect(html).not.toMatch(/"\/uploads\/[a-f0-9]{32}/);
    expect(page.headers.get("content-security-policy")).toContain("img-src 'self' data: blob: https://cdn.uraia.test");
    const api = await (await fetch(`${nginx.url}/api/news?limit=100`)).text();
    expect(api).toMatch(/"\/uploads\/[a-f0-9]{32}/);
    expect(api).not.toContain("cdn.uraia.test");
  });

  it("shares sign-in lock-outs: failures on both instances add up", async () => {
    const attempt = (server: RunningServer | RunningNginx) =>
      fetch(`${server.url}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "someone@uraia.test", password: "not-the-password-at-all" }),
      });
    for (const server of [a, b, a, b, a]) expect((await attempt(server)).status).toBe(401);
    expect((await attempt(b)).status).toBe(429);
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(nginx)).status).toBe(429);
  });

  it("runs each background job once: outbox mails and the recurring purge", async () => {
    const direct = new pg.Client({ connectionString: database.databaseUrl });
    await direct.connect();
    try {
      const now = new Date();
      const dayLater = new Date(now.getTime() + 86_400_000);
      for (let i = 0; i < 12; i++) {
        await direct.query(
          "INSERT INTO jobs (kind, payload, status, attempts, run_at, give_up_at, created_at, updated_at) VALUES ('mail.send', $1, 'pending', 0, $2, $3, $2, $2)",
          [
            JSON.stringify({ to: "office@uraia.test", subject: `Cluster mail ${i}`, text: "Once only." }),
            now,
            dayLater,
          ],
        );
      }
      await within(
        10_000,
        async () => smtp.messages.length,
        (n) => n >= 12,
      );
      await new Promise((r) => setTimeout(r, 2500)); // both workers poll again: nothing more may arrive
      const subjects = smtp.messages.map((m) => m.subject).filter((s) => s?.startsWith("Cluster mail"));
      expect(subjects.sort()).toEqual(Array.from({ length: 12 }, (_, i) => `Cluster mail ${i}`).sort());
      const purge = await direct.query("SELECT runs FROM job_schedules WHERE name = 'jobs.purge'");
      expect(purge.rows[0]?.runs).toBe(1);
    } finally {
      await direct.end();
    }
  });
});
