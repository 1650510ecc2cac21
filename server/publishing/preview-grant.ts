import { AsyncLocalStorage } from "node:async_hooks";

/**
 * A preview link's grant (docs/product.md, "Preview links"; decision 0089): while
 * one request renders the public page of a draft or scheduled item for someone
 * holding its link, the visibility layer (./visibility.ts, the collections'
 * query) lets that one item through for that request only; every other item,
 * and every other request, sees what the public sees. The grant follows the
 * request's asynchronous work, so the pages' loaders need nothing of their own.
 */
export type PreviewGrant = { kind: string; id: number };

const grants = new AsyncLocalStorage<PreviewGrant>();

export const withPreviewGrant = <T>(grant: PreviewGrant, run: () => Promise<T>): Promise<T> => grants.run(grant, run);

/** The item this request may see although it is not live, when it renders a preview. */
export function previewedId(kind: string): number | undefined {
  const grant = grants.getStore();
  return grant?.kind === kind ? grant.id : undefined;
}
