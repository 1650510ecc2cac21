import type { Kysely } from "kysely";
import { STORED_KINDS } from "../../shared/collections/kinds.ts";
import type { AuditEvent } from "../audit/audit-log.ts";
import type { Database } from "../db/schema.ts";
import { toIso } from "../db/values.ts";

/** How far back a run looks (a server down longer than this leaves those moments unrecorded). */
const LOOK_BACK_MS = 7 * 24 * 60 * 60 * 1000;
/** Saved at least this long before its publication time: it was scheduled, not published at once. */
const SCHEDULED_AHEAD_MS = 60_000;

type Candidate = { kind: string; id: number; title: string; published_at: string; updated_at: string };

/**
 * Scheduled items going live (docs/product.md, "Revisions and edit conflicts"):
 * each run records in the audit log, once, every item whose publication time,
 * set ahead at its last save, has come since — "'Budget hearing' went live in
 * News". Pages need no such run (they decide visibility when they are read;
 * the page cache expires at the next scheduled moment); the log does.
 */
export async function recordWentLive(
  db: Kysely<Database>,
  now: Date,
  record: (event: AuditEvent) => Promise<void>,
): Promise<number> {
  const since = new Date(now.getTime() - LOOK_BACK_MS);
  const rows: Candidate[] = [];
  for (const hook of STORED_KINDS) {
    const found = await db
      .selectFrom(hook.table as "news")
      .select(["id", "title", "published_at", "updated_at"])
      .where("published_at", "<=", now)
      .where("published_at", ">", since)
      .execute();
    for (const row of found) rows.push({ kind: hook.table, ...shape(row) });
  }
  const items = await db
    .selectFrom("collection_items")
    .select(["id", "collection", "title", "published_at", "updated_at"])
    .where("published_at", "<=", now)
    .where("published_at", ">", since)
    .execute();
  for (const row of items) rows.push({ kind: row.collection, ...shape(row) });
  let recorded = 0;
  for (const row of rows) {
    if (Date.parse(row.published_at) - Date.parse(row.updated_at) < SCHEDULED_AHEAD_MS) continue;
    const inserted = await db
      .insertInto("content_went_live")
      .values({ kind: row.kind, item_id: row.id, published_at: new Date(row.published_at) })
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) continue;
    await record({
      actorId: null,
      actorEmail: null,
      action: `${row.kind}.went-live`,
      entity: row.kind,
      entityId: row.id,
      label: row.title,
      detail: { published_at: row.published_at },
    });
    recorded += 1;
  }
  return recorded;
}

function shape(row: { id: unknown; title: string; published_at: unknown; updated_at: unknown }) {
  return {
    id: Number(row.id),
    title: row.title,
    published_at: toIso(row.published_at as Date | string | null) ?? "",
    updated_at: toIso(row.updated_at as Date | string | null) ?? "",
  };
}
