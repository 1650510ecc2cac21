import {
  keepForLater,
  OUTBOX_CHANNEL,
  OUTBOX_SYNC_TAG,
  type OutboxBody,
  type OutboxResult,
} from "../../../shared/offline/outbox.ts";

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/**
 * Keeps a form that could not reach the server in the browser's outbox
 * (docs/product.md, "Reading offline") and asks for it to be sent when the
 * network is back: by Background Sync where the browser has it, else by the
 * next page (app/lib/offline/start-offline.ts). `onAnswer` runs once the
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
