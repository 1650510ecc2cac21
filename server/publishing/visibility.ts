import { sql } from "kysely";

/** Newest first: by publish date (drafts by creation date). Ties broken by id. */
export const newestFirst = sql<string>`coalesce(published_at, created_at)`;

export const LIST_DEFAULT_LIMIT = 20;
export const LIST_MAX_LIMIT = 100;

/** limit (default 20, at most 100) and offset (at least 0). */
export function pageBounds(options: { limit?: number | undefined; offset?: number | undefined } = {}) {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? LIST_DEFAULT_LIMIT), 1), LIST_MAX_LIMIT);
  const offset = Math.max(Math.trunc(options.offset ?? 0), 0);
  return { limit, offset };
}
