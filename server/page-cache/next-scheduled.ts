import type { Kysely } from "kysely";
import { STORED_KINDS } from "../../shared/collections/kinds.ts";
import type { Database } from "../db/schema.ts";
import { toIso } from "../db/values.ts";

/**
 * When cached pages go stale by the clock alone: the earliest future published_at
 * of any item of any kind (in its own table or among the collection items), or the
 * earliest future end of a collection item (an opening closing, an event becoming past).
 */
export async function nextScheduledAt(db: Kysely<Database>, now: Date): Promise<Date | null> {
  const earliest = (table: (typeof STORED_KINDS)[number]["table"] | "collection_items") =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.min("published_at").as("at"))
      .where("published_at", ">", now)
      .executeTakeFirst();
  const found = await Promise.all([
    ...STORED_KINDS.map((hook) => earliest(hook.table)),
    earliest("collection_items"),
    db
      .selectFrom("collection_items")
      .select((eb) => eb.fn.min("ends_at").as("at"))
      .where("ends_at", ">", now)
      .executeTakeFirst(),
  ]);
  const times = found
    .map((row) => toIso(row?.at as Date | string | null | undefined))
    .filter((v): v is string => v !== null)
    .map((v) => new Date(v).getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}
