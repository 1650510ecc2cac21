import { type Kysely, sql } from "kysely";
import type { ColumnTypes } from "./column-types.ts";

/**
 * Site search on SQLite (decision 0078): the columns a search filters and counts
 * on, in an index of their own. `search_documents` holds one or two documents a
 * page (the long texts), so checking every match's kind, language and dates
 * through the table reads most of it; through this index (about 1 MB for 21,000
 * documents) it reads a few hundred pages. The engine names it with INDEXED BY
 * (server/search/search-engine.ts): SQLite's planner would otherwise go by the
 * table's rowid. PostgreSQL's GIN search needs no such index.
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  if (t.dialect !== "sqlite") return;
  await sql`CREATE INDEX search_documents_filter
    ON search_documents (id, type, ref_id, page, locale, published_at, ends_at)`.execute(db);
}
