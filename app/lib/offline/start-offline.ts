import { sendWaitingForms } from "../../../shared/offline/outbox.ts";

/**
 * Loaded after the page has hydrated (app/entry.client.tsx), never in lite mode
 * (lite pages run no script) and never on the staff admin: registers the
 * service worker (docs/decisions/0084-reading-offline.md) and sends the forms
 * kept while offline, now and whenever the browser comes back online (for
 * browsers without Background Sync, and for pages open when it returns).
 */
export function startOffline(): void {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker.register("/service-worker.js", { scope: "/" }).catch(() => {});
  const send = () => {
    sendWaitingForms().catch(() => {});
  };
  if (navigator.onLine) send();
  window.addEventListener("online", send);
}
