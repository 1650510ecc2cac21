/**
 * The browser's own database of saved reading and forms waiting for the network
 * (docs/product.md, "Reading offline"), opened the same way by the pages and the
 * service worker: `saved` (one record per saved page, keyed by its address) and
 * `outbox` (one form per idempotency key).
 */
const NAME = "uraia-offline";
const VERSION = 1;

export type StoreName = "saved" | "outbox";

export function openOfflineDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(NAME, VERSION);
    open.onupgradeneeded = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains("saved")) db.createObjectStore("saved", { keyPath: "url" });
      if (!db.objectStoreNames.contains("outbox")) db.createObjectStore("outbox", { keyPath: "key" });
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
}

/** Runs `work` on one store in one transaction and answers its request's result once the transaction is done. */
export async function inStore<T>(
  name: StoreName,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openOfflineDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(name, mode);
      const request = work(tx.objectStore(name));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}
