import type { Kysely } from "kysely";
import type { Viewer } from "../auth/viewer.ts";
import type { Database } from "../db/schema.ts";

/**
 * What revisions and preview links need of one kind of content (decision 0089),
 * one entry per kind: news, publications and every collection have theirs
 * (./content-sources.ts); another kind (page copy) plugs in with one more entry.
 */
export type RevisionSource = {
  /** The item as its save accepts it (its editable fields), read in the save's transaction. */
  snapshot(db: Kysely<Database>, id: number): Promise<Snapshot | undefined>;
  /** The item as `viewer` may see it (staff: drafts too); null when there is none. */
  find(viewer: Viewer, id: number): Promise<unknown | null>;
  /** Saves `input` as an ordinary save would (a restore); `note` is the line its revision keeps. */
  save(id: number, input: Record<string, unknown>, viewer: Viewer, note: string): Promise<unknown>;
  /** The public page that shows the item, as `find` answers it (where a preview link goes once it is published). */
  address(item: Record<string, unknown>): string;
};

export type Snapshot = {
  fields: Record<string, unknown>;
  version: number;
  published_at: string | null;
};

export type RevisionSources = Record<string, RevisionSource>;
