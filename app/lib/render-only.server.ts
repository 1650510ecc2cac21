import type { RouterContextProvider } from "react-router";
import { requestKindContext } from "../../server/http/request-context.ts";
import type { RenderOnly } from "./render-only.ts";

/**
 * A loader's answer whose `keys` the server renders but the document's
 * hydration data leaves out (docs/decisions/0093-hydrate-less.md): on a
 * document request they become non-enumerable properties, which React
 * Router's serialisation (turbo-stream, `Object.keys`) skips while the server
 * render reads them as usual. On a `.data` request (a client navigation or a
 * revalidation) they stay, so the browser renders the new page in full.
 * The browser reads them only inside a static island
 * (app/components/ui/static-island.tsx), hence their type: maybe absent (`RenderOnly`).
 */
export function renderOnly<T extends object, K extends keyof T>(
  context: Readonly<RouterContextProvider>,
  data: T,
  keys: readonly K[],
): RenderOnly<T, K> {
  if (context.get(requestKindContext) !== "document") return data;
  for (const key of keys) {
    Object.defineProperty(data, key, { value: data[key], enumerable: false, writable: true, configurable: true });
  }
  return data;
}

/**
 * As renderOnly, for the same keys of each item of a list (the parts of a card
 * only the server renders). Each item is copied first: a list may be shared
 * with other requests (kept in memory), whose answers must keep their keys.
 */
export function renderOnlyEach<T extends object, K extends keyof T>(
  context: Readonly<RouterContextProvider>,
  items: T[],
  keys: readonly K[],
): Array<RenderOnly<T, K>> {
  return items.map((item) => renderOnly(context, { ...item }, keys));
}
