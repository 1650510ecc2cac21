import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.ts";

/** How long a draft's or scheduled item's revisions are kept (published ones always are). */
export const DRAFT_REVISION_DAYS = 90;
/** However old, each item keeps at least its newest revisions. */
export const KEEP_NEWEST = 50;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The daily pruning (docs/product.md, "Revisions and edit conflicts"): every
 * published version stays; a revision saved as a draft or scheduled goes once it
 * is older than 90 days, unless it is among its item's 50 newest. Answers how many went.
 */
export async function pruneRevisions(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - DRAFT_REVISION_DAYS * DAY_MS);
  const result = await db
    .deleteFrom("content_revisions")
    .where("status", "<>", "published")
    .where("created_at", "<", cutoff)
    .where(
      sql<boolean>`(select count(*) from content_revisions as newer
        where newer.kind = content_revisions.kind and newer.item_id = content_revisions.item_id
        and newer.id > content_revisions.id) >= ${KEEP_NEWEST}`,
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
