import {
  keepForLater,
  OUTBOX_CHANNEL,
  OUTBOX_SYNC_TAG,
  type OutboxBody,
  type OutboxResult,
  sendWaitingForms,
} from "../../../shared/offline/outbox.ts";

/**
 * The page's side of reading offline (docs/product.md, "Reading offline"),
 * loaded as the page starts to hydrate (app/entry.client.tsx): the service
 * worker's registration and the forms' outbox. The forms import it lazily when
 * they can't reach the server; by then it is loaded, so it works offline.
 */
export { formBody, jsonBody } from "../../../shared/offline/outbox.ts";

/**
 * Called as the page starts to hydrate, never in lite mode (lite pages run no
 * script) and never on the staff admin: registers the
 * service worker (docs/decisions/0084-reading-offline.md) and sends the forms
 * kept while offline, now and whenever the browser comes back online (for
 * browsers without Background Sync, and for pages open when it returns).
 */
export function startOffline(): void {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  const register = () => navigator.serviceWorker.register("/service-worker.js", { scope: "/" }).catch(() => {});
  // A page the worker already controls only checks for a new version. A first visit waits until the
  // page has settled: installing keeps four pages and their files, which would otherwise take the
  // phone's processor and network from the page's own start (decision 0097).
  if (navigator.serviceWorker.controller) register();
  else whenSettled(register);
  const send = () => {
    sendWaitingForms().catch(() => {});
  };
  if (navigator.onLine) whenSettled(send);
  window.addEventListener("online", send);
  window.addEventListener("click", wholePageWhileOffline, true);
}

/** How long after hydrating a page counts as settled, before the browser's next idle moment. */
const SETTLE_MS = 2000;

/**
 * Runs `work` once React has hydrated the document (root.tsx marks it), `SETTLE_MS` later, when
 * the browser is next idle (at the latest 5 s after that). A page that never hydrates (its shell
 * words could not load) stays the server's HTML, and runs it never.
 */
function whenSettled(work: () => void): void {
  const html = document.documentElement;
  const idle = () => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => work(), { timeout: 5000 });
    else work();
  };
  const later = () => {
    setTimeout(idle, SETTLE_MS);
  };
  if (html.dataset.hydrated === "true") {
    later();
    return;
  }
  const watch = new MutationObserver(() => {
    if (html.dataset.hydrated !== "true") return;
    watch.disconnect();
    later();
  });
  watch.observe(html, { attributes: true, attributeFilter: ["data-hydrated"] });
}

/**
 * Offline, a link on this site opens as a whole page, not by the app's in-page
 * navigation (which would fetch the next page's data and fail): the service
 * worker then answers with the saved copy, or the offline page.
 */
function wholePageWhileOffline(event: MouseEvent): void {
  if (navigator.onLine || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download") || link.target) return;
  const url = new URL(link.href);
  if (url.origin !== location.origin || (url.pathname === location.pathname && url.hash)) return;
  event.preventDefault();
  event.stopPropagation();
  location.assign(url.href);
}

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/**
 * Keeps a form that could not reach the server in the browser's outbox
 * (docs/product.md, "Reading offline") and asks for it to be sent when the
 * network is back: by Background Sync where the browser has it, else by the
 * next page (`startOffline` above). `onAnswer` runs once the
 * server has answered it, if this page is still open. Answers false when the
 * browser can't keep it (no IndexedDB, private mode): the form then says it was not sent.
 */
export async function keepFormForLater(
  url: string,
  body: OutboxBody,
  onAnswer: (result: OutboxResult) => void,
): Promise<boolean> {
  let key: string;
  try {
    key = (await keepForLater(url, body)).key;
  } catch {
    return false;
  }
  if (typeof BroadcastChannel === "function") {
    const channel = new BroadcastChannel(OUTBOX_CHANNEL);
    channel.onmessage = (event: MessageEvent<OutboxResult>) => {
      if (event.data?.key !== key) return;
      channel.close();
      onAnswer(event.data);
    };
  }
  const registration = (await navigator.serviceWorker?.getRegistration().catch(() => undefined)) as
    | SyncRegistration
    | undefined;
  await registration?.sync?.register(OUTBOX_SYNC_TAG).catch(() => {});
  return true;
}
