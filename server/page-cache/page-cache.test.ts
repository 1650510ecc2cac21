import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { PageCache } from "./page-cache.ts";

const page = (text: string) => ({
  status: 200,
  contentType: "text/html",
  cacheControl: null,
  scriptHashes: [],
  identity: Buffer.from(text),
});

/** A page like the site's: markup that repeats with small differences. */
const markup = Array.from(
  { length: 400 },
  (_, i) => `<li class="rounded-card border p-${i % 7}"><a href="/news/story-${i}">Story number ${i * 37}</a></li>`,
).join("");

describe("PageCache", () => {
  it("answers at once, then keeps a smaller brotli form made at the highest quality", async () => {
    const cache = new PageCache();
    const stored = await cache.set("a", cache.generation, page(markup));
    const first = stored.br.length;
    await cache.settled();
    const entry = cache.get("a");
    expect(entry?.br.length).toBeLessThan(first);
    expect(zlib.brotliDecompressSync(entry!.br).toString()).toBe(markup);
    // An entry replaced meanwhile keeps its own form.
    const replaced = await cache.set("b", cache.generation, page(markup));
    const before = replaced.br;
    await cache.set("b", cache.generation, page(`${markup}!`));
    await cache.settled();
    expect(replaced.br).toBe(before);
  });

  it("evicts the least recently used entry past its entry limit", async () => {
    const cache = new PageCache({ maxEntries: 2 });
    await cache.set("a", cache.generation, page("a"));
    await cache.set("b", cache.generation, page("b"));
    cache.get("a");
    await cache.set("c", cache.generation, page("c"));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")?.identity.toString()).toBe("a");
    expect(cache.size).toBe(2);
  });

  it("does not store a render that began before a clear", async () => {
    const cache = new PageCache();
    const generation = cache.generation;
    cache.clear();
    await cache.set("a", generation, page("old"));
    expect(cache.get("a")).toBeUndefined();
  });

  it("drops entries older than the maximum age", async () => {
    let now = 0;
    const cache = new PageCache({ maxAgeMs: 1000, now: () => now });
    await cache.set("a", cache.generation, page("a"));
    now = 1001;
    expect(cache.get("a")).toBeUndefined();
  });

  it("empties itself when the expiry time passes", async () => {
    let now = 0;
    const cache = new PageCache({ now: () => now });
    await cache.set("a", cache.generation, page("a"));
    cache.expireAt(500);
    now = 500;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
