import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { cachedRenderer } from "./cached-render.ts";
import { PageCache } from "./page-cache.ts";

function setup(options: { schedule?: Date | null; cache?: boolean } = {}) {
  let clock = Date.parse("2026-11-22T08:00:00Z");
  let renders = 0;
  let body = "<html>page one</html>";
  const cache = options.cache === false ? null : new PageCache({ now: () => clock });
  const render = cachedRenderer(
    async (request, nonce) => {
      renders++;
      if (new URL(request.url).pathname === "/missing") return new Response("gone", { status: 404 });
      return new Response(`${body}<script nonce="${nonce}"></script>`, {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    },
    { cache, nextScheduledAt: async () => options.schedule ?? null, https: false, now: () => clock },
  );
  return {
    cache,
    render,
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
  it("renders once and answers repeats from memory, keeping the first render's nonce in body and CSP", async () => {
    const t = setup();
    const first = await t.render(get("/news"), "nonce-a");
    const second = await t.render(get("/news"), "nonce-b");
    expect(t.renders).toBe(1);
    expect(await second.text()).toContain('nonce="nonce-a"');
    expect(second.headers.get("Content-Security-Policy")).toContain("'nonce-nonce-a'");
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

  it("keys by query string and Save-Data", async () => {
    const t = setup();
    await t.render(get("/news?category=Governance"), "n");
    await t.render(get("/news?category=Community"), "n");
    await t.render(get("/news?category=Community", { "save-data": "on" }), "n");
    expect(t.renders).toBe(3);
  });

  it("with the cache off renders every time but still marks public pages cacheable", async () => {
    const t = setup({ cache: false });
    const res = await t.render(get("/"), "n");
    await t.render(get("/"), "n");
    expect(t.renders).toBe(2);
    expect(res.headers.get("Cache-Control")).toContain("s-maxage=60");
  });
});
