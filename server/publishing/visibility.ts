import { type Kysely, sql } from "kysely";
import type { StoredHook } from "../../shared/collections/define.ts";
import type { Viewer } from "../auth/viewer.ts";
import type { Database } from "../db/schema.ts";

/** Newest first: by publish date (drafts by creation date). Ties broken by id. */
export const newestFirst = sql<string>`coalesce(published_at, created_at)`;

/**
 * The newest-first sort key for a viewer. The public sees only published rows,
 * where it is plainly `published_at`: the (published_at, id) indexes then give
 * the order and a page's offset without sorting the table.
 */
export const newestFirstFor = (viewer: Viewer) => (viewer.staff ? newestFirst : sql<string>`published_at`);

export const LIST_DEFAULT_LIMIT = 20;
export const LIST_MAX_LIMIT = 100;

/** limit (default 20, at most 100) and offset (at least 0). */
export function pageBounds(options: { limit?: number | undefined; offset?: number | undefined } = {}) {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? LIST_DEFAULT_LIMIT), 1), LIST_MAX_LIMIT);
  const offset = Math.max(Math.trunc(options.offset ?? 0), 0);
  return { limit, offset };
}

/**
 * The rows of a published table a viewer may see: staff see drafts and scheduled
 * items too; everyone else only what is live (published_at set and not in the future).
 */
export function visibleRows<T extends StoredHook["table"]>(db: Kysely<Database>, table: T, viewer: Viewer, now: Date) {
  const query = db.selectFrom(table as StoredHook["table"]);
  if (viewer.staff) return query;
  return query.where("published_at", "is not", null).where("published_at", "<=", now);
}
