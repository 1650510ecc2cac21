import type { Generated } from "kysely";
import type { Timestamp } from "./column-kinds.ts";

/** Revisions, preview links and went-live records of every kind of content (migration 0031). */

export interface ContentRevisionsTable {
  id: Generated<number>;
  /** news, publications or a collection's name (a ContentKind) */
  kind: string;
  item_id: number;
  /** the item's version this snapshot is */
  version: number;
  created_at: Timestamp;
  /** who saved (null: the system, or an account since removed) */
  author_id: number | null;
  /** "Changed title, excerpt" */
  summary: string;
  /** draft | scheduled | published, when it was saved */
  status: string;
  /** the item's editable fields as JSON, in the shape its save accepts */
  snapshot: string;
}

export interface PreviewLinksTable {
  id: Generated<number>;
  kind: string;
  item_id: number;
  /** SHA-256 (hex) of the token; the token itself is only in the link */
  token_hash: string;
  created_by: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  ended_at: Timestamp | null;
}

export interface ContentWentLiveTable {
  kind: string;
  item_id: number;
  published_at: Timestamp;
}
