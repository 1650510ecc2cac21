import { inStore } from "./offline-db.ts";

/** The Background Sync tag and the channel on which a sent or refused form is announced to open pages. */
export const OUTBOX_SYNC_TAG = "uraia-outbox";
export const OUTBOX_CHANNEL = "uraia-outbox";

/** A form body as IndexedDB keeps it: JSON text, or the form's fields with any chosen file. */
export type OutboxBody = { type: "json"; text: string } | { type: "form"; entries: Array<[string, string | File]> };

/** A form sent while offline, kept until the server has answered it. */
export type OutboxItem = { key: string; url: string; body: OutboxBody; createdAt: string };

/** What became of a form the outbox sent: announced on OUTBOX_CHANNEL. */
export type OutboxResult = { key: string; status: number; answer: unknown };

export const formBody = (form: FormData): OutboxBody => ({
  type: "form",
  entries: Array.from(form.entries()) as Array<[string, string | File]>,
});

export const jsonBody = (value: unknown): OutboxBody => ({ type: "json", text: JSON.stringify(value) });

/** Keeps a form for later under a fresh idempotency key, which every later attempt sends. */
export async function keepForLater(url: string, body: OutboxBody): Promise<OutboxItem> {
  const item: OutboxItem = { key: crypto.randomUUID(), url, body, createdAt: new Date().toISOString() };
  await inStore("outbox", "readwrite", (s) => s.put(item));
  return item;
}

export const waitingForms = async (): Promise<OutboxItem[]> =>
  (await inStore("outbox", "readonly", (s) => s.getAll())) as OutboxItem[];

function requestInit(item: OutboxItem): RequestInit {
  const headers: Record<string, string> = { Accept: "application/json", "Idempotency-Key": item.key };
  if (item.body.type === "json") {
    headers["Content-Type"] = "application/json";
    return { method: "POST", headers, body: item.body.text };
  }
  const form = new FormData();
  for (const [name, value] of item.body.entries) form.append(name, value);
  return { method: "POST", headers, body: form };
}

let flushing: Promise<number> | null = null;

/**
 * Sends every waiting form once more, with its own key (the server stores each
 * key once, so a form sent by a page and by the service worker at once, or sent
 * again after an answer that got lost, is stored once). A form the server has
 * answered (stored, or refused with a 4xx) leaves the outbox and is announced;
 * one it could not reach, or that met a server error or a twin still running,
 * stays for the next attempt. Answers how many are still waiting.
 */
export function sendWaitingForms(): Promise<number> {
  flushing ??= (async () => {
    const channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(OUTBOX_CHANNEL) : null;
    let waiting = 0;
    try {
      for (const item of await waitingForms()) {
        let res: Response;
        try {
          res = await fetch(item.url, requestInit(item));
        } catch {
          waiting++;
          continue;
        }
        if (res.status >= 500 || res.status === 409) {
          waiting++;
          continue;
        }
        const answer = await res.json().catch(() => ({}));
        await inStore("outbox", "readwrite", (s) => s.delete(item.key));
        channel?.postMessage({ key: item.key, status: res.status, answer } satisfies OutboxResult);
      }
    } finally {
      channel?.close();
      flushing = null;
    }
    return waiting;
  })();
  return flushing;
}
