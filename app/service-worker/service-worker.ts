/**
 * The service worker (docs/product.md, "Reading offline"; decision 0084), built
 * by scripts/build-service-worker.ts into /service-worker.js. It answers only
 * the public site: /admin, /api and /hooks go straight to the network. Pages:
 * network first, the cached copy after 3 s or when there is no network, then a
 * saved copy, then the offline page in the page's language. Hashed assets: cache
 * first. It never skips waiting nor claims open pages, so a new version takes
 * over on the next visit, never in the middle of one. The Saved pages of both
 * languages are kept at install, with the stylesheet and scripts they load, in
 * the version's own cache, and again each time they are opened online: they work
 * offline even if the visitor never opened them.
 */
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { ExpirationPlugin } from "workbox-expiration";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly } from "workbox-strategies";
import { INTL_TAGS, localeOfPath } from "../../shared/locales.ts";
import { OUTBOX_SYNC_TAG, sendWaitingForms } from "../../shared/offline/outbox.ts";
import { listSaved } from "../../shared/offline/saved-items.ts";
import { offlineFallbackHtml } from "./offline-fallback.ts";

declare const __SW_VERSION__: string;

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type SyncEvent = ExtendableEvent & { tag: string };
type WorkerScope = { location: Location; addEventListener(type: string, listener: (event: never) => void): void };

const scope = self as unknown as WorkerScope;
const SHELL = `uraia-shell-${__SW_VERSION__}`;
const PAGES = "uraia-pages";
const ASSETS = "uraia-assets";
/** Kept at install, with their stylesheet: they are shown without their scripts. */
const OFFLINE_PAGES = { en: "/offline", sw: "/sw/offline" } as const;
/** Kept at install and once visited, whatever their headers say (they hold nothing of the visitor's), with their scripts: they list what is saved. */
const SAVED_PAGES = ["/saved", "/sw/saved"];
const OUTSIDE = /^\/(admin|api|hooks)(\/|$)/;
const STYLESHEET = /"(\/assets\/[^"?#\\]+\.css)"/g;
const SCRIPT_OR_STYLESHEET = /"(\/assets\/[^"?#\\]+\.(?:css|js))"/g;
/** The icons' sprite, named by each icon a page shows (`/assets/icons-….svg#menu`). */
const ICONS = /"(\/assets\/[^"?#\\]+\.svg)#/g;
/** The shell's words module a page names (decision 0095): what its scripts need before they hydrate it. */
const WORDS_FILE = /"(\/words\/[^"?#\\]+\.js)"/g;

const ours = (url: URL) => url.origin === scope.location.origin && !OUTSIDE.test(url.pathname);

/**
 * The offline pages of both languages with their stylesheet and icons (shown without
 * scripts), and the Saved pages with their stylesheet, icons and scripts: four small
 * pages, so a first visit pays little. Kept in this version's cache, so the
 * version in charge keeps serving its own until the new one takes over.
 */
async function keepShell(): Promise<void> {
  const shell = await caches.open(SHELL);
  const assets = new Set<string>();
  const keep = async (path: string, ...wanted: RegExp[]) => {
    // Without cookies: the same page whatever the visitor chose (lite or not).
    const res = await fetch(path, { credentials: "omit", cache: "no-store" });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    const html = await res.clone().text();
    for (const pattern of wanted) for (const match of html.matchAll(pattern)) if (match[1]) assets.add(match[1]);
    await shell.put(path, res);
  };
  for (const path of Object.values(OFFLINE_PAGES)) await keep(path, STYLESHEET, ICONS);
  for (const path of SAVED_PAGES) await keep(path, SCRIPT_OR_STYLESHEET, WORDS_FILE, ICONS);
  await (await caches.open(ASSETS)).addAll([...assets]);
}

scope.addEventListener("install", (event: ExtendableEvent) => event.waitUntil(keepShell()));
scope.addEventListener("activate", (event: ExtendableEvent) =>
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith("uraia-shell-") && n !== SHELL).map((n) => caches.delete(n))),
      ),
  ),
);

/** Pages a browser or proxy may not keep (a form's fresh stamp, anything private) are not kept here either. */
const keepable = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 && !/no-store|private/.test(response.headers.get("Cache-Control") ?? "") ? response : null,
};

const pages = new NetworkFirst({
  cacheName: PAGES,
  networkTimeoutSeconds: 3,
  matchOptions: { ignoreVary: true },
  plugins: [keepable, new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true })],
});

const savedPages = new NetworkFirst({
  cacheName: SHELL,
  networkTimeoutSeconds: 3,
  matchOptions: { ignoreVary: true },
  plugins: [new CacheableResponsePlugin({ statuses: [200] })],
});

async function offlinePage(url: URL): Promise<Response> {
  const locale = localeOfPath(url.pathname);
  const cached = await caches.match(OFFLINE_PAGES[locale], { cacheName: SHELL, ignoreVary: true });
  if (!cached)
    return new Response("Offline / Huna mtandao", { status: 503, headers: { "Content-Type": "text/plain" } });
  const html = offlineFallbackHtml(
    await cached.text(),
    await listSaved().catch(() => []),
    INTL_TAGS[locale],
    url.pathname + url.search,
  );
  return new Response(html, {
    status: 200,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy":
        "default-src 'self'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:",
    },
  });
}

registerRoute(
  ({ request, url }) => request.mode === "navigate" && ours(url),
  async (options) => {
    const url = new URL(options.request.url);
    const offline = Object.values(OFFLINE_PAGES).includes(url.pathname as never);
    try {
      if (SAVED_PAGES.includes(url.pathname)) return await savedPages.handle(options);
      if (!offline) return await pages.handle(options);
    } catch {
      // No network and no copy from a visit: a saved copy, the Saved page, or the offline page.
      const kept = await caches.match(options.request, { ignoreVary: true });
      if (kept) return kept;
    }
    return offlinePage(url);
  },
);

// The scripts and stylesheets, and the shell's words files: each address names its content's version.
registerRoute(
  ({ url }) => ours(url) && (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/words/")),
  new CacheFirst({
    cacheName: ASSETS,
    matchOptions: { ignoreVary: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true }),
    ],
  }),
);

// Anything else of the public site (images, a saved page's text, a PDF): the network, else what is saved.
registerRoute(
  ({ request, url }) => request.method === "GET" && ours(url),
  new NetworkOnly({
    plugins: [
      {
        handlerDidError: async ({ request }: { request: Request }) =>
          (await caches.match(request, { ignoreVary: true })) ?? undefined,
      },
    ],
  }),
);

// Forms kept while offline go out when the browser says the network is back (Background Sync).
scope.addEventListener("sync", (event: SyncEvent) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return;
  event.waitUntil(
    sendWaitingForms().then((waiting) => {
      if (waiting > 0) throw new Error(`${waiting} forms still waiting`);
    }),
  );
});
