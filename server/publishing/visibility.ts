import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import type { StoredHook } from "../../shared/collections/define.ts";
import { can } from "../auth/permissions.ts";
import type { Viewer } from "../auth/viewer.ts";
import type { Database } from "../db/schema.ts";
import { previewedId } from "./preview-grant.ts";

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
 * Which drafts and scheduled items a viewer may see, by capability (docs/product.md, "Staff
 * roles"): those who may edit every item (`content`) see them all; an Author (`news-drafts`)
 * only the news drafts they wrote; everyone else (a Finance officer, the public) none.
 */
export type DraftAccess = "all" | "own-news" | "none";

export function draftAccess(viewer: Viewer): DraftAccess {
  if (can(viewer, "content")) return "all";
  return can(viewer, "news-drafts") && viewer.userId !== undefined ? "own-news" : "none";
}

/**
 * The rows of a published table a viewer may see: what is live (published_at set and
 * not in the future), and the drafts and scheduled items `draftAccess` allows.
 */
export function visibleRows<T extends StoredHook["table"]>(db: Kysely<Database>, table: T, viewer: Viewer, now: Date) {
  const query = db.selectFrom(table as StoredHook["table"]);
  const access = draftAccess(viewer);
  if (access === "all") return query;
  // A preview link's one item (./preview-grant.ts), for the request rendering it.
  const previewed = previewedId(table);
  if (access === "own-news" && table === "news")
    return (query as unknown as SelectQueryBuilder<Database, "news", object>).where((eb) =>
      eb.or([
        eb.and([eb("published_at", "is not", null), eb("published_at", "<=", now)]),
        eb("author_id", "=", viewer.userId!),
        ...(previewed === undefined ? [] : [eb("id", "=", previewed)]),
      ]),
    ) as unknown as typeof query;
  return query.where((eb) =>
    eb.or([
      eb.and([eb("published_at", "is not", null), eb("published_at", "<=", now)]),
      ...(previewed === undefined ? [] : [eb("id", "=", previewed)]),
    ]),
  );
}
