/**
 * True when a form could not reach the server because the browser is offline
 * (fetch's TypeError while `navigator.onLine` is false): such a form waits in the
 * outbox (docs/product.md, "Reading offline"). Any other failure to connect
 * (the server unreachable while online) is said at once, as before.
 */
export const isOffline = (error: unknown) => error instanceof TypeError && !navigator.onLine;
