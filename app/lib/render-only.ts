/**
 * Data whose `K` keys may be absent in the browser: render-only keys, which a
 * document's hydration data leaves out (app/lib/render-only.server.ts,
 * docs/decisions/0093-hydrate-less.md).
 */
export type RenderOnly<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/**
 * Whether a route's data came from a document's hydration data without its
 * render-only keys (app/lib/render-only.server.ts). A route that does not
 * revalidate on navigation (the public layout, the root) loads its data again
 * on the first client navigation after such a hydration, so that what it
 * renders later (a breadcrumb on the next page, a remounted footer) has its
 * copy (docs/decisions/0093-hydrate-less.md).
 */
const missing = new Set<string>();

/** Notes, while rendering `routeId`, whether its data lacks `key` (a render-only key). */
export function noteRenderOnly(routeId: string, data: object | undefined, key: string): void {
  if (data && !(key in data)) missing.add(routeId);
  else missing.delete(routeId);
}

/** Whether `routeId` rendered from hydration data without its render-only keys. */
export function lacksRenderOnly(routeId: string): boolean {
  return missing.has(routeId);
}

/**
 * `item` whole when it has its render-only keys (the server; the browser after
 * a client navigation), else undefined: the data of a static island inside a
 * card whose item came without them (app/lib/render-only.server.ts).
 */
export function whole<T extends object>(item: Partial<T>, key: keyof T): T | undefined {
  return key in item ? (item as T) : undefined;
}
