import { type SelectQueryBuilder, sql } from "kysely";
import type { StoredHook } from "../../shared/collections/define.ts";
import type { StatusFilter } from "../../shared/collections/list-query.ts";
import type { Database } from "../db/schema.ts";
import type { SearchMatch } from "../search/search-service.ts";

export type SearchAndStatus = {
  q?: string | undefined;
  status?: StatusFilter | undefined;
  /** only items without a version in this language */
  missing?: "sw" | undefined;
};

/** The ids of `kind` that have a version in `locale` (decision 0070). */
export const untranslated = (kind: string, locale: string) =>
  sql`(SELECT item_id FROM translations WHERE kind = ${kind} AND locale = ${locale})`;

/**
 * ?q= (the site search's engine over the item's indexed text, drafts included;
 * a query of symbols only filters nothing) and ?status=draft|scheduled|published
 * for the staff lists of news and publications,
 * and ?missing=sw (items without a Kiswahili version). The public only ever sees published items.
 */
export function searchAndStatus<T extends StoredHook["table"], O>(
  query: SelectQueryBuilder<Database, T, O>,
  hook: StoredHook,
  match: SearchMatch,
  options: SearchAndStatus,
  now: Date,
): SelectQueryBuilder<Database, T, O> {
  let q = query as unknown as SelectQueryBuilder<Database, StoredHook["table"], O>;
  const matching = options.q ? match(hook.searchType, options.q) : null;
  if (matching) q = q.where(sql<boolean>`id in ${matching}`);
  if (options.status === "draft") q = q.where("published_at", "is", null);
  if (options.status === "scheduled") q = q.where("published_at", ">", now);
  if (options.status === "published") q = q.where("published_at", "<=", now);
  if (options.missing) q = q.where(sql<boolean>`id not in ${untranslated(hook.table, options.missing)}`);
  return q as unknown as SelectQueryBuilder<Database, T, O>;
}
