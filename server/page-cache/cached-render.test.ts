import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { cachedRenderer } from "./cached-render.ts";
import { PageCache } from "./page-cache.ts";

function setup(options: { schedule?: Date | null; cache?: boolean } = {}) {
  let clock = Date.parse("2026-11-22T08:00:00Z");
  let renders = 0;
  const rendered: string[] = [];
  let body = "<html>page one</html>";
  let delay = 0;
  const cache = options.cache === false ? null : new PageCache({ now: () => clock });
  const render = cachedRenderer(
    async (request, nonce) => {
      renders++;
      rendered.push(request.url);
      if (delay) await new Promise((r) => setTimeout(r, delay));
      if (new URL(request.url).pathname === "/missing") return new Response("gone", { status: 404 });
      if (new URL(request.url).pathname === "/feed.xml") {
        return new Response("<rss/>", {
          headers: { "Content-Type": "application/rss+xml", "Cache-Control": "public, max-age=600" },
        });
      }
      return new Response(`${body}<script nonce="${nonce}"></script>`, {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    },
    { cache, nextScheduledAt: async () => options.schedule ?? null, https: false, now: () => clock },
  );
  return {
    cache,
    render: render.render,
    hit: render.hit,
    rendered,
    slow: (ms: number) => {
      delay = ms;
    },
    get renders() {
      return renders;
    },
    setBody: (b: string) => {
      body = b;
    },
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost${path}`, { headers });

describe("cachedRenderer", () => {
  it("renders once and answers repeats from memory, trusting its inline scripts by hash, never by a shared nonce", async () => {
    const t = setup();
    const first = await t.render(get("/news"), "nonce-a");
    const second = await t.render(get("/news"), "nonce-b");
    expect(t.renders).toBe(1);
    // The same page for both, without the nonce it was rendered with.
    const page = await first.clone().text();
    expect(await second.clone().text()).toBe(page);
    expect(page).toContain("<script></script>");
    expect(page).not.toContain("nonce");
    const emptyScript = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
    for (const answer of [first, second]) {
      const csp = answer.headers.get("Content-Security-Policy") ?? "";
      expect(csp).toContain(`script-src 'self' ${emptyScript} 'strict-dynamic'`);
      expect(csp).not.toContain("'nonce-");
    }
    expect(first.headers.get("ETag")).toBe(second.headers.get("ETag"));
    expect(second.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=30");
  });

  it("answers brotli or gzip as the client accepts, and 304 for a matching ETag", async () => {
    const t = setup();
    const br = await t.render(get("/", { "accept-encoding": "gzip, br" }), "n");
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain("page one");
    const gz = await t.render(get("/", { "accept-encoding": "gzip" }), "n");
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    const etag = gz.headers.get("ETag")!;
    const notModified = await t.render(get("/", { "if-none-match": etag }), "n");
    expect(notModified.status).toBe(304);
  });

  it("renders afresh after the cache is cleared by a content change", async () => {
    const t = setup();
    await t.render(get("/"), "n");
    t.setBody("<html>page two</html>");
    t.cache!.clear();
    const res = await t.render(get("/"), "n");
    expect(await res.text()).toContain("page two");
    expect(t.renders).toBe(2);
  });

  it("never serves a page past the next scheduled publication, and limits shared caching to it", async () => {
    const t = setup({ schedule: new Date(Date.parse("2026-11-22T08:00:30Z")) });
    const first = await t.render(get("/"), "n");
    expect(first.headers.get("Cache-Control")).toContain("s-maxage=30");
    t.advance(31_000);
    await t.render(get("/"), "n");
    expect(t.renders).toBe(2);
  });

  it("does not cache errors, admin pages or requests carrying a token", async () => {
    const t = setup();
    await t.render(get("/missing"), "n");
    await t.render(get("/missing"), "n");
    await t.render(get("/admin"), "n");
    await t.render(get("/admin"), "n");
    await t.render(get("/news", { authorization: "Bearer x" }), "n");
    await t.render(get("/news", { authorization: "Bearer x" }), "n");
    expect(t.renders).toBe(6);
  });

  it("keys by the query parameters the page reads and by Save-Data", async () => {
    const t = setup();
    await t.render(get("/news?category=Governance"), "n");
    await t.render(get("/news?category=Community"), "n");
    await t.render(get("/news?category=Community", { "save-data": "on" }), "n");
    await t.render(get("/news?category=Community&page=2"), "n");
    await t.render(get("/news?page=2&category=Community"), "n");
    expect(t.renders).toBe(4);
  });

  it("keeps the lite and the full page apart, whether lite comes from Save-Data or the cookie", async () => {
    const t = setup();
    const full = await t.render(get("/donate"), "n");
    await t.render(get("/donate", { "save-data": "on" }), "n");
    await t.render(get("/donate", { cookie: "lite=1" }), "n");
    await t.render(get("/donate", { "save-data": "on", cookie: "lite=0" }), "n");
    expect(t.renders).toBe(2);
    expect(full.headers.get("Vary")).toBe("Accept-Encoding, Save-Data, Cookie, Accept-Language");
  });

  it("ignores tracking and unknown parameters, and renders the canonical address", async () => {
    const t = setup();
    await t.render(get("/"), "n");
    await t.render(get("/?fbclid=IwAR3x&utm_source=whatsapp&utm_medium=social"), "n");
    await t.render(get("/?gclid=abc&mc_cid=1&mc_eid=2&anything=else"), "n");
    await t.render(get("/news?utm_campaign=newsletter&category=Governance&fbclid=x"), "n");
    expect(t.renders).toBe(2);
    expect(t.rendered).toEqual(["http://localhost/", "http://localhost/news?category=Governance"]);
  });

  it("renders identical misses in flight once, and every request gets the page", async () => {
    const t = setup();
    t.slow(30);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.render(get(`/news?utm_source=${i}`), `nonce-${i}`)),
    );
    expect(t.renders).toBe(1);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe("<html>page one</html><script></script>");
    }
  });

  it("answers a hit synchronously once the page is cached, and nothing before", async () => {
    const t = setup();
    const request = {
      method: "GET",
      pathname: "/about",
      search: "?utm_source=x",
      authorized: false,
      saveData: undefined,
      cookie: undefined,
      ifNoneMatch: undefined,
      acceptEncoding: "gzip",
    };
    expect(t.hit(request)).toBeNull();
    const rendered = await t.render(get("/about"), "n");
    const hit = t.hit(request);
    expect(hit?.status).toBe(200);
    expect(hit?.headers["Content-Encoding"]).toBe("gzip");
    expect(hit?.headers.ETag).toBe(rendered.headers.get("ETag"));
    expect(hit?.headers["X-Frame-Options"]).toBe("DENY");
    expect(zlib.gunzipSync(hit!.body!).toString()).toContain("page one");
    expect(t.hit({ ...request, authorized: true })).toBeNull();
    expect(t.hit({ ...request, saveData: "on" })).toBeNull();
    expect(t.hit({ ...request, cookie: "lite=1" })).toBeNull();
    expect(t.hit({ ...request, cookie: "other=1" })?.status).toBe(200);
    expect(t.hit({ ...request, method: "POST" })).toBeNull();
  });

  it("with the cache off renders every time but still marks public pages cacheable", async () => {
    const t = setup({ cache: false });
    const res = await t.render(get("/"), "n");
    await t.render(get("/"), "n");
    expect(t.renders).toBe(2);
    expect(res.headers.get("Cache-Control")).toContain("s-maxage=60");
  });

  it("keeps the Cache-Control a route set itself, on the render, on a hit and with the cache off", async () => {
    for (const cache of [true, false]) {
      const t = setup({ cache, schedule: new Date("2026-11-22T08:00:30Z") });
      const first = await t.render(get("/feed.xml"), "n");
      const second = await t.render(get("/feed.xml"), "n");
      expect([first.headers.get("Cache-Control"), second.headers.get("Cache-Control")]).toEqual([
        "public, max-age=600",
        "public, max-age=600",
      ]);
      expect(second.headers.get("Content-Type")).toBe("application/rss+xml");
    }
    const t = setup();
    await t.render(get("/feed.xml"), "n");
    const request = {
      method: "GET",
      pathname: "/feed.xml",
      search: "",
      authorized: false,
      saveData: null,
      cookie: null,
      ifNoneMatch: null,
      acceptEncoding: null,
    };
    expect(t.hit(request)?.headers["Cache-Control"]).toBe("public, max-age=600");
  });
});
