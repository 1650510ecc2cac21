import { type Kysely, sql } from "kysely";
import type { ColumnTypes } from "./column-types.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The Media Hub's items and the shop's products become collections. A site
 * already running had them on its pages as part of the code, so on a database
 * that already holds content this adds one job (`collections.carry-over`,
 * server/demo/carry-over.ts) that stores them, and those pages keep showing
 * them. A new, empty database gets nothing here: the demo content has them.
 */
export async function up(db: Kysely<unknown>, _t: ColumnTypes) {
  const { rows } = await sql<{ found: number }>`
    select 1 as found from news
    union all select 1 from publications
    union all select 1 from settings
    limit 1`.execute(db);
  if (rows.length === 0) return;
  const now = new Date();
  await sql`
    insert into jobs (kind, payload, status, attempts, run_at, give_up_at, created_at, updated_at)
    values ('collections.carry-over', ${JSON.stringify({ collections: ["media", "products"] })}, 'pending', 0,
            ${now}, ${new Date(now.getTime() + DAY_MS)}, ${now}, ${now})`.execute(db);
}
