import type { CollectionItem } from "../../../../shared/collections/define.ts";
import type { CollectionName } from "../../../../shared/collections/index.ts";
import type { ContentKind } from "../../../../shared/collections/kinds.ts";
import type { StatusFilter } from "../../../../shared/collections/list-query.ts";
import type { MoveTarget } from "../../../../shared/collections/move-target.ts";
import { apiFetch } from "../../../lib/api-client.ts";

/**
 * One page of a staff list: ?q, ?status, ?kind, ?missing=sw, ?limit, ?offset
 * (server-side search and paging). Always ?locale=en: each item then lists the
 * languages it has a version in (`translations`), for the "Kiswahili missing" badge.
 */
export type ListParams = {
  q?: string;
  status?: StatusFilter | "";
  kind?: string;
  missing?: boolean;
  limit: number;
  offset: number;
};
export type ListPage<T> = { items: T[]; total: number };

export function listPath(base: string, params: ListParams): string {
  const search = new URLSearchParams({ limit: String(params.limit), offset: String(params.offset) });
  if (params.q?.trim()) search.set("q", params.q.trim());
  if (params.status) search.set("status", params.status);
  if (params.kind) search.set("kind", params.kind);
  if (params.missing) search.set("missing", "sw");
  search.set("locale", "en");
  return `${base}?${search}`;
}

/** Any kind of the registry: a collection, or a kind kept in its own table that answers the same calls (decision 0074). */
type KindName = ContentKind;

/** The staff calls of every collection (GET|POST /api/{name}, GET|PUT|DELETE /api/{name}/{id}, move). */
export const collectionApi = {
  list: (name: CollectionName, params: ListParams, signal?: AbortSignal) =>
    apiFetch<ListPage<CollectionItem>>(listPath(`/api/${name}`, params), { signal }),
  create: (name: KindName, input: Record<string, unknown>) =>
    apiFetch<CollectionItem>(`/api/${name}`, { method: "POST", body: input }),
  update: (name: KindName, id: number, input: Record<string, unknown>) =>
    apiFetch<CollectionItem>(`/api/${name}/${id}`, { method: "PUT", body: input }),
  remove: (name: KindName, id: number) => apiFetch(`/api/${name}/${id}`, { method: "DELETE" }),
  move: (name: CollectionName, id: number, target: MoveTarget) =>
    apiFetch<CollectionItem>(`/api/${name}/${id}/move`, { method: "POST", body: target }),
};

export const collectionKey = (name: CollectionName) => ["admin", "collection", name] as const;
