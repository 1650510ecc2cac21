/**
 * The rule for files made on first request (link previews, generated artwork):
 * at most `limit` are made at once, the rest wait their turn in order, and
 * requests for a file already being made share that one making.
 */

/** Runs at most `limit` tasks at once; the rest wait their turn in order. */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

/** Calls with the same key while one is in flight share its promise: the work runs once. */
export function singleFlight<T>() {
  const inFlight = new Map<string, Promise<T>>();
  return function once(key: string, work: () => Promise<T>): Promise<T> {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = work().finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };
}
