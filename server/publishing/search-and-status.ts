import { type SelectQueryBuilder, sql } from "kysely";
import type { StatusFilter } from "../../shared/collections/list-query.ts";
import { likePattern } from "../collections/collection-query.ts";
import type { Database } from "../db/schema.ts";

export type SearchAndStatus = { q?: string | undefined; status?: StatusFilter | undefined };

/**
 * ?q= (case-insensitive, in the given text columns) and ?status=draft|scheduled|published
 * for the staff lists of news and publications. The public only ever sees published items.
 */
export function searchAndStatus<T extends "news" | "publications", O>(
  query: SelectQueryBuilder<Database, T, O>,
  columns: readonly string[],
  options: SearchAndStatus,
  now: Date,
): SelectQueryBuilder<Database, T, O> {
  let q = query as unknown as SelectQueryBuilder<Database, "news", O>;
  if (options.q) {
    const pattern = likePattern(options.q);
    q = q.where((eb) =>
      eb.or(columns.map((column) => eb(sql`lower(${sql.ref(column)})`, "like", sql`${pattern} escape '\\'`))),
    );
  }
  if (options.status === "draft") q = q.where("published_at", "is", null);
  if (options.status === "scheduled") q = q.where("published_at", ">", now);
  if (options.status === "published") q = q.where("published_at", "<=", now);
  return q as unknown as SelectQueryBuilder<Database, T, O>;
}
