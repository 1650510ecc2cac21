import { type Kysely, sql } from "kysely";

/**
 * A publication's search documents are typed by its kind's name, `publications`,
 * like every other kind's (decision 0079); they were typed `publication`. The
 * API still accepts `type=publication` (shared/search.ts, currentSearchType).
 */
export async function up(db: Kysely<unknown>) {
  await sql`UPDATE search_documents SET type = 'publications' WHERE type = 'publication'`.execute(db);
}
