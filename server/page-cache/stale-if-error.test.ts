import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { staleIfError } from "./stale-if-error.ts";

function setup() {
  let down = false;
  let failing = false;
  let version = 1;
  const render = staleIfError(
    async (request) => {
      if (failing) return new Response("<h1>Something went wrong</h1>", { status: 500 });
      const gzip = request.headers.get("accept-encoding")?.includes("gzip");
      const html = `<p>page ${new URL(request.url).pathname} v${version}</p>`;
      return new Response(gzip ? zlib.gzipSync(html) : html, {
        headers: {
          "content-type": "text/html; charset=utf-8",
          etag: `W/"v${version}"`,
          ...(gzip ? { "content-encoding": "gzip" } : {}),
        },
      });
    },
    { databaseDown: async () => down },
  );
  const get = (path: string, headers: Record<string, string> = {}) =>
    render(new Request(`http://localhost${path}`, { headers }), "n");
  return {
    get,
    outage(on: boolean) {
      down = on;
      failing = on;
    },
    fail() {
      failing = true;
    },
    bump() {
      version++;
    },
  };
}

describe("staleIfError", () => {
  it("serves the last good copy of a public page while the database is down, marked stale", async () => {
    const t = setup();
    await t.get("/news");
    t.bump();
    await t.get("/news");
    t.outage(true);
    const res = await t.get("/news");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-stale")).toBe("database-unavailable");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toBe("<p>page /news v2</p>");
  });

  it("decodes a copy kept in an encoding this client did not ask for", async () => {
    const t = setup();
    await t.get("/news", { "accept-encoding": "gzip" });
    t.outage(true);
    const res = await t.get("/news");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toBe("<p>page /news v1</p>");
  });

  it("answers the plain 503 page for a page never seen, and never keeps admin pages", async () => {
    const t = setup();
    await t.get("/admin/news");
    t.outage(true);
    for (const path of ["/publications", "/admin/news"]) {
      const res = await t.get(path);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("30");
      expect(await res.text()).toContain("The site is briefly unavailable. Please try again in a minute.");
    }
  });

  it("passes an ordinary error through when the database is fine", async () => {
    const t = setup();
    await t.get("/news");
    t.fail();
    const res = await t.get("/news");
    expect(res.status).toBe(500);
    expect(await res.text()).toBe("<h1>Something went wrong</h1>");
  });
});
