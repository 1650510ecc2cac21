import { sql, type Transaction } from "kysely";
import type { CollectionName } from "../../shared/collections/index.ts";
import { type MoveTarget, reordered, targetIndex } from "../../shared/collections/move-target.ts";
import type { Dialect } from "../db/connection.ts";
import type { Database } from "../db/schema.ts";

export type Placement = { from: number; to: number; count: number };

/**
 * Holds the collection's order for the rest of the transaction, so concurrent moves
 * and additions at the top run one after the other: a transaction-scoped advisory
 * lock on PostgreSQL; on SQLite a write first, which takes the single writer lock
 * before anything is read (another process may share the file).
 */
async function lockOrder(trx: Transaction<Database>, dialect: Dialect, name: CollectionName) {
  if (dialect === "postgres") {
    await sql`select pg_advisory_xact_lock(hashtext(${`collection_items:${name}`}))`.execute(trx);
  } else {
    await trx.updateTable("collection_items").set({ position: sql`position` }).where("collection", "=", name).execute();
  }
}

/**
 * Puts one item where `target` says, inside the caller's transaction, and numbers
 * the whole collection 0..n-1 in its order (position, then id). Null when the item
 * is not in the collection. Only rows whose position changes are written.
 */
export async function placeItem(
  trx: Transaction<Database>,
  dialect: Dialect,
  name: CollectionName,
  id: number,
  target: MoveTarget,
): Promise<Placement | null> {
  await lockOrder(trx, dialect, name);
  const rows = await trx
    .selectFrom("collection_items")
    .select(["id", "position"])
    .where("collection", "=", name)
    .orderBy("position", "asc")
    .orderBy("id", "asc")
    .execute();
  const ids = rows.map((row) => Number(row.id));
  const from = ids.indexOf(id);
  if (from < 0) return null;
  const to = targetIndex(target, from, ids.length);
  const positions = new Map(rows.map((row) => [Number(row.id), Number(row.position)]));
  const order = reordered(ids, from, to);
  for (const [index, itemId] of order.entries()) {
    if (positions.get(itemId) === index) continue;
    await trx.updateTable("collection_items").set({ position: index }).where("id", "=", itemId).execute();
  }
  return { from, to, count: ids.length };
}
