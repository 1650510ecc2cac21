import type { ContentKind } from "../../../../shared/collections/kinds.ts";
import type { Locale } from "../../../../shared/locales.ts";
import { apiFetch } from "../../../lib/api-client.ts";

/** Any kind of the registry (each kind answers the same calls). */
export type ItemKind = ContentKind;

/** One saved version as GET /api/{kind}/{id}/revisions lists it (newest first). */
export type RevisionSummary = {
  id: number;
  created_at: string;
  author: string | { name?: string | null; email?: string | null } | null;
  summary: string | null;
  status: string | null;
  /** the save count this version had (page copy answers it) */
  version?: number;
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

/**
 * Whose history and preview links a panel shows: the API base answering
 * `…/revisions` and `…/preview-links` (`/api/news/3`, `/api/pages/about`), a
 * query every call carries (`?locale=sw` for page copy, or none), and the
 * query-cache key its history is kept under.
 */
export type RevisionsTarget = { base: string; query: string; key: readonly (string | number)[] };

/** An item of a kind: `/api/<kind>/<id>`. */
export const itemTarget = (kind: ItemKind, id: number): RevisionsTarget => ({
  base: `/api/${kind}/${id}`,
  query: "",
  key: [kind, id],
});

/** A page's copy in one language: `/api/pages/<key>…?locale=<locale>`. */
export const pageTarget = (pageKey: string, locale: Locale): RevisionsTarget => ({
  base: `/api/pages/${encodeURIComponent(pageKey)}`,
  query: `?locale=${locale}`,
  key: ["pages", pageKey, locale],
});

const at = (target: RevisionsTarget, path: string) => `${target.base}${path}${target.query}`;
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

/** The staff calls of a history and its preview links (docs/product.md, "Revisions and edit conflicts"). */
export const revisionsApi = {
  list: async (target: RevisionsTarget, signal?: AbortSignal) =>
    itemsOf(await apiFetch<{ items?: RevisionSummary[] }>(at(target, "/revisions"), { signal })),
  get: async (target: RevisionsTarget, revision: number, signal?: AbortSignal) =>
    snapshotOf(await apiFetch(at(target, `/revisions/${revision}`), { signal })),
  /** Restores a version; `version` (the current one's) refuses it with 409 when someone saved since. */
  restore: <T = StoredItemFields>(target: RevisionsTarget, revision: number, version?: number) =>
    apiFetch<T>(at(target, `/revisions/${revision}/restore`), {
      method: "POST",
      body: version === undefined ? {} : { version },
    }),
  previewLinks: async (target: RevisionsTarget, signal?: AbortSignal) =>
    itemsOf(await apiFetch<PreviewLink[] | { items?: PreviewLink[] }>(at(target, "/preview-links"), { signal })),
  createPreviewLink: (target: RevisionsTarget, hours: number) =>
    apiFetch<PreviewLink & { url: string }>(at(target, "/preview-links"), { method: "POST", body: { hours } }),
  endPreviewLink: (target: RevisionsTarget, linkId: PreviewLink["id"]) =>
    apiFetch(at(target, `/preview-links/${linkId}`), { method: "DELETE" }),
};

/** Every history in the query cache (a conflict reloads the one shown). */
export const REVISIONS_ROOT = ["admin", "revisions"] as const;
export const revisionsKey = (target: RevisionsTarget) => [...REVISIONS_ROOT, ...target.key] as const;
export const previewLinksKey = (target: RevisionsTarget) => ["admin", "preview-links", ...target.key] as const;

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
