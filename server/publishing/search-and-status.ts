import { type SelectQueryBuilder, sql } from "kysely";
import type { StatusFilter } from "../../shared/collections/list-query.ts";
import type { Database } from "../db/schema.ts";
import type { SearchMatch } from "../search/search-service.ts";

export type SearchAndStatus = { q?: string | undefined; status?: StatusFilter | undefined };

/**
 * ?q= (the site search's engine over the item's indexed text, drafts included;
 * a query of symbols only filters nothing) and ?status=draft|scheduled|published
 * for the staff lists of news and publications. The public only ever sees published items.
 */
export function searchAndStatus<T extends "news" | "publications", O>(
  query: SelectQueryBuilder<Database, T, O>,
  type: "news" | "publication",
  match: SearchMatch,
  options: SearchAndStatus,
  now: Date,
): SelectQueryBuilder<Database, T, O> {
  let q = query as unknown as SelectQueryBuilder<Database, "news", O>;
  const matching = options.q ? match(type, options.q) : null;
  if (matching) q = q.where(sql<boolean>`id in ${matching}`);
  if (options.status === "draft") q = q.where("published_at", "is", null);
  if (options.status === "scheduled") q = q.where("published_at", ">", now);
  if (options.status === "published") q = q.where("published_at", "<=", now);
  return q as unknown as SelectQueryBuilder<Database, T, O>;
}
