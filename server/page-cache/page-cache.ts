import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

// Compression runs on libuv's thread pool, never on the event loop: a new entry
// costs no pause for the requests being answered meanwhile.
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type CachedPage = {
  status: number;
  contentType: string;
  /** the Cache-Control the route itself set (a feed, a sitemap), kept as it is; null: the cache's own */
  cacheControl: string | null;
  /** CSP hash sources of the inline scripts the page runs (./script-hashes.ts) */
  scriptHashes: readonly string[];
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  storedAt: number;
};

export type PageCacheOptions = {
  maxEntries?: number;
  maxBytes?: number;
  /** safety net: no entry lives longer than this (ms) */
  maxAgeMs?: number;
  now?: () => number;
};

/**
 * Rendered public pages kept in memory, least recently used first out, with
 * their brotli and gzip forms made once (brotli once more, smaller, just after
 * the first answer). Cleared whenever content changes.
 */
export class PageCache {
  readonly #entries = new Map<string, CachedPage>();
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  readonly #maxAgeMs: number;
  readonly #now: () => number;
  #bytes = 0;
  #generation = 0;
  /** the queue of pages being compressed at the highest quality, one at a time */
  #smaller: Promise<void> = Promise.resolve();
  /** time (ms) after which everything is stale: the next scheduled publication */
  #expiresAt = Number.POSITIVE_INFINITY;
  hits = 0;
  misses = 0;

  constructor(options: PageCacheOptions = {}) {
    this.#maxEntries = options.maxEntries ?? 500;
    this.#maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.#maxAgeMs = options.maxAgeMs ?? 10 * 60_000;
    this.#now = options.now ?? Date.now;
  }

  /** Bumped by every clear(); a render that started before a clear must not be stored. */
  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Time (ms) at which everything goes stale, or Infinity. */
  get expiresAt(): number {
    return this.#expiresAt;
  }

  get(key: string): CachedPage | undefined {
    const now = this.#now();
    if (now >= this.#expiresAt) this.clear();
    const entry = this.#entries.get(key);
    if (!entry || now - entry.storedAt > this.#maxAgeMs) {
      if (entry) this.#delete(key, entry);
      this.misses++;
      return undefined;
    }
    // refresh its place as most recently used
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    this.hits++;
    return entry;
  }

  /** Compresses the page (off the event loop) and stores it, unless the cache was cleared meanwhile. */
  async set(
    key: string,
    generation: number,
    page: Omit<CachedPage, "etag" | "br" | "gzip" | "storedAt">,
  ): Promise<CachedPage> {
    const [br, gz] = await Promise.all([
      brotli(page.identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
      gzip(page.identity, { level: 6 }),
    ]);
    const entry: CachedPage = {
      ...page,
      etag: `W/"${createHash("sha1").update(page.identity).digest("base64url")}"`,
      br,
      gzip: gz,
      storedAt: this.#now(),
    };
    if (generation !== this.#generation) return entry;
    const old = this.#entries.get(key);
    if (old) this.#delete(key, old);
    this.#entries.set(key, entry);
    this.#bytes += weight(entry);
    while (this.#entries.size > this.#maxEntries || this.#bytes > this.#maxBytes) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#delete(oldest.value, this.#entries.get(oldest.value)!);
    }
    this.#smaller = this.#smaller.then(() => this.#compressHarder(key, entry));
    return entry;
  }

  /**
   * The stored page's brotli form made again at the highest quality, once the
   * page has been answered: every later visitor gets the smallest document (a
   * phone on a slow link gets the home page in one round trip, decision 0095),
   * while the visitor whose request filled the entry did not wait for it. One
   * at a time, on the thread pool; kept only if the entry is still the one stored.
   */
  async #compressHarder(key: string, entry: CachedPage): Promise<void> {
    // An entry evicted, replaced or cleared while it waited its turn is not worth the work.
    if (this.#entries.get(key) !== entry) return;
    const br = await brotli(entry.identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.identity.length,
      },
    }).catch(() => null);
    if (!br || br.length >= entry.br.length || this.#entries.get(key) !== entry) return;
    this.#bytes -= entry.br.length - br.length;
    entry.br = br;
  }

  /** Resolves once the pages stored so far have their smallest brotli form (tests and benches). */
  settled(): Promise<void> {
    return this.#smaller;
  }

  /** Everything goes stale at `at` (ms): used for the next scheduled publication. */
  expireAt(at: number | null): void {
    this.#expiresAt = at ?? Number.POSITIVE_INFINITY;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
    this.#generation++;
    this.#expiresAt = Number.POSITIVE_INFINITY;
  }

  #delete(key: string, entry: CachedPage) {
    this.#entries.delete(key);
    this.#bytes -= weight(entry);
  }
}

function weight(entry: CachedPage): number {
  return entry.identity.length + entry.br.length + entry.gzip.length;
}
