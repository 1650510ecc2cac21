import type { CollectionName } from "../../../../shared/collections/index.ts";
import { apiFetch } from "../../../lib/api-client.ts";

/** A collection, or news and publications (each kind answers the same calls). */
export type ItemKind = CollectionName | "news" | "publications";

/** One saved version as GET /api/{kind}/{id}/revisions lists it (newest first). */
export type RevisionSummary = {
  id: number;
  created_at: string;
  author: string | { name?: string | null; email?: string | null } | null;
  summary: string | null;
  status: string | null;
};

/**
 * A preview link of a draft: when it stops opening the draft, and whether it
 * still does. Its address comes only in the answer that made it (the server
 * keeps no token to show again).
 */
export type PreviewLink = {
  id: number;
  expires_at: string;
  created_at?: string;
  ended_at?: string | null;
  active?: boolean;
  url?: string;
};

/** An item as the API answers it; `version` counts its saves (a stale one gets 409). */
export type StoredItemFields = Record<string, unknown> & { id: number; version?: number; published_at?: string | null };

const base = (kind: ItemKind, id: number) => `/api/${kind}/${id}`;

/** The snapshot answer: the item's fields, bare or under `snapshot` / `item`. */
function snapshotOf(body: Record<string, unknown>): Record<string, unknown> {
  for (const key of ["snapshot", "item"]) {
    const inner = body[key];
    if (inner && typeof inner === "object" && !Array.isArray(inner)) return inner as Record<string, unknown>;
  }
  return body;
}

/** A list answered bare or as `{ items }`. */
const itemsOf = <T>(body: T[] | { items?: T[] }): T[] => (Array.isArray(body) ? body : (body.items ?? []));

/** The staff calls of an item's history and preview links (issue 34). */
export const revisionsApi = {
  list: async (kind: ItemKind, id: number, signal?: AbortSignal) =>
    itemsOf(await apiFetch<{ items?: RevisionSummary[] }>(`${base(kind, id)}/revisions`, { signal })),
  get: async (kind: ItemKind, id: number, revision: number, signal?: AbortSignal) =>
    snapshotOf(await apiFetch(`${base(kind, id)}/revisions/${revision}`, { signal })),
  /** Restores a version; `version` (the current one's) refuses it with 409 when someone saved since. */
  restore: (kind: ItemKind, id: number, revision: number, version?: number) =>
    apiFetch<StoredItemFields>(`${base(kind, id)}/revisions/${revision}/restore`, {
      method: "POST",
      body: version === undefined ? {} : { version },
    }),
  previewLinks: async (kind: ItemKind, id: number, signal?: AbortSignal) =>
    itemsOf(await apiFetch<PreviewLink[] | { items?: PreviewLink[] }>(`${base(kind, id)}/preview-links`, { signal })),
  createPreviewLink: (kind: ItemKind, id: number, hours: number) =>
    apiFetch<PreviewLink & { url: string }>(`${base(kind, id)}/preview-links`, { method: "POST", body: { hours } }),
  endPreviewLink: (kind: ItemKind, id: number, linkId: PreviewLink["id"]) =>
    apiFetch(`${base(kind, id)}/preview-links/${linkId}`, { method: "DELETE" }),
};

/** Every item's history in the query cache (a conflict reloads the one shown). */
export const REVISIONS_ROOT = ["admin", "revisions"] as const;
export const revisionsKey = (kind: ItemKind, id: number) => [...REVISIONS_ROOT, kind, id] as const;
export const previewLinksKey = (kind: ItemKind, id: number) => ["admin", "preview-links", kind, id] as const;

/** Who saved a version, as words (a name, else an address), or null when the answer does not say. */
export function authorName(author: RevisionSummary["author"]): string | null {
  if (!author) return null;
  if (typeof author === "string") return author;
  return author.name || author.email || null;
}

/** The hours a new preview link lasts unless staff choose otherwise: 7 days. */
export const DEFAULT_PREVIEW_HOURS = 168;
/** The longest a preview link may last: 30 days (the API refuses more). */
export const MAX_PREVIEW_HOURS = 720;
