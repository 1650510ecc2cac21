import {
  getSaved,
  listSaved,
  putSaved,
  SAVED_CACHE,
  SAVED_LIMIT_BYTES,
  type SavedItem,
} from "../../../shared/offline/saved-items.ts";

/** What to keep for one article or publication (docs/product.md, "Reading offline"). */
export type SaveRequest = {
  /** the page's address, path and query */
  url: string;
  title: string;
  kind: SavedItem["kind"];
  locale: string;
  /** other pages to keep with it (a publication's page-by-page reader), each with its images */
  pages: string[];
  /** where on each page its own images are (CSS selector): not the lists and cards around them */
  images: string;
  /** the PDF, when the visitor asks for it */
  pdf: string | null;
};

export type SaveResult =
  | { ok: true; item: SavedItem }
  | { ok: false; reason: "full"; usedBytes: number }
  | { ok: false; reason: "no-room" | "failed" };

const ASSETS_CACHE = "uraia-assets";

/**
 * Whether `bytes` more fit: under the site's own limit beside what the other
 * saved items use (`usedBytes`), and in what the browser has left. Null when they
 * do; otherwise the refusal, with what is used for the "full" message.
 */
export function roomFor(
  bytes: number,
  usedBytes: number,
  estimate: { quota?: number; usage?: number } | undefined,
): Extract<SaveResult, { ok: false }> | null {
  if (usedBytes + bytes > SAVED_LIMIT_BYTES) return { ok: false, reason: "full", usedBytes };
  if (estimate?.quota !== undefined && estimate.usage !== undefined && estimate.quota - estimate.usage < bytes) {
    return { ok: false, reason: "no-room" };
  }
  return null;
}
const ASSET = /"(\/assets\/[^"?#\\]+)\\?"/g;

const sameSite = (address: string) => {
  const url = new URL(address, location.href);
  return url.origin === location.origin ? url.pathname + url.search : null;
};

/** The images of a page's main content: for the page on screen, the very files this browser chose. */
function imagesOf(doc: Document, selector: string, live: boolean): string[] {
  const found: string[] = [];
  for (const img of Array.from(doc.querySelectorAll<HTMLImageElement>(selector))) {
    const address = sameSite(live ? img.currentSrc || img.src : (img.getAttribute("src") ?? ""));
    if (address) found.push(address);
  }
  return found;
}

/**
 * Fetches everything the item needs, checks it fits (under the site's own 50 MB
 * and in what the browser grants), then stores it in the saved cache with its
 * record. A page saved before is refreshed in place: its old copy is replaced and
 * only files it no longer needs are dropped. The stylesheet and scripts the pages
 * name go to the assets cache, so a saved page looks the same offline.
 */
export async function saveForOffline(request: SaveRequest): Promise<SaveResult> {
  const bodies = new Map<string, { blob: Blob; headers: Headers }>();
  const assets = new Set<string>();
  async function take(address: string): Promise<Blob | null> {
    if (bodies.has(address)) return null;
    const res = await fetch(address, { credentials: "same-origin", cache: "no-cache" });
    if (!res.ok) throw new Error(`${address}: ${res.status}`);
    const blob = await res.blob();
    const headers = new Headers({ "Content-Type": res.headers.get("Content-Type") ?? blob.type });
    bodies.set(address, { blob, headers });
    return blob;
  }
  try {
    const onScreen = request.url === location.pathname + location.search;
    for (const page of [request.url, ...request.pages]) {
      const blob = await take(page);
      if (!blob) continue;
      const html = await blob.text();
      for (const match of html.matchAll(ASSET)) if (match[1]) assets.add(match[1]);
      const doc = page === request.url && onScreen ? document : new DOMParser().parseFromString(html, "text/html");
      for (const image of imagesOf(doc, request.images, doc === document)) await take(image);
    }
    if (request.pdf) await take(request.pdf);
  } catch {
    return { ok: false, reason: "failed" };
  }

  const bytes = [...bodies.values()].reduce((sum, body) => sum + body.blob.size, 0);
  const previous = await getSaved(request.url);
  const others = (await listSaved()).filter((item) => item.url !== request.url);
  const usedBytes = others.reduce((sum, item) => sum + item.bytes, 0);
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  const refused = roomFor(bytes, usedBytes, estimate);
  if (refused) return refused;
  // Ask once that the browser keeps what is saved when it runs short of space.
  if (!(await navigator.storage?.persisted?.().catch(() => true))) await navigator.storage?.persist?.().catch(() => {});

  try {
    const cache = await caches.open(SAVED_CACHE);
    for (const [address, body] of bodies) await cache.put(address, new Response(body.blob, { headers: body.headers }));
    const assetCache = await caches.open(ASSETS_CACHE);
    for (const asset of assets) if (!(await assetCache.match(asset))) await assetCache.add(asset).catch(() => {});
    const item: SavedItem = {
      url: request.url,
      title: request.title,
      kind: request.kind,
      locale: request.locale,
      savedAt: new Date().toISOString(),
      bytes,
      urls: [...bodies.keys()],
      pages: request.pages.length,
      pdf: request.pdf !== null,
    };
    await putSaved(item);
    const stillUsed = new Set([...item.urls, ...others.flatMap((other) => other.urls)]);
    for (const old of previous?.urls ?? []) if (!stillUsed.has(old)) await cache.delete(old);
    return { ok: true, item };
  } catch {
    return { ok: false, reason: "no-room" };
  }
}
