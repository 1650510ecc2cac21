import type { CollectionDefinition, StoredHook } from "./define.ts";
import { COLLECTIONS } from "./index.ts";
import { news } from "./news.ts";
import { publications } from "./publications.ts";

/**
 * Every kind of content, by API name: news and publications (each in its own
 * table) and the collections. A kind is described once, by its definition;
 * what is the same for every kind (translations, their rules, the one write
 * path, the search rebuild) is read from here and names no kind.
 */
export const KINDS = { news, publications, ...COLLECTIONS } as const;

export type ContentKind = keyof typeof KINDS;
export const CONTENT_KINDS = Object.keys(KINDS) as ContentKind[];

export function isContentKind(value: string): value is ContentKind {
  return Object.hasOwn(KINDS, value);
}

export function kindDefinition(kind: ContentKind): CollectionDefinition {
  return KINDS[kind] as unknown as CollectionDefinition;
}

/** Where the kinds kept in their own tables are (news, publications), in the registry's order. */
export const STORED_KINDS: readonly StoredHook[] = CONTENT_KINDS.flatMap((kind) => kindDefinition(kind).stored ?? []);
