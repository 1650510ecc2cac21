import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { toIso } from "../db/values.ts";

/**
 * When cached pages go stale by the clock alone: the earliest future published_at
 * of any news item, publication or collection item, or the earliest future end of
 * a collection item (an opening closing, an event becoming past).
 */
export async function nextScheduledAt(db: Kysely<Database>, now: Date): Promise<Date | null> {
  const earliest = (table: "news" | "publications" | "collection_items") =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.min("published_at").as("at"))
      .where("published_at", ">", now)
      .executeTakeFirst();
  const [news, publications, items, ends] = await Promise.all([
    earliest("news"),
    earliest("publications"),
    earliest("collection_items"),
    db
      .selectFrom("collection_items")
      .select((eb) => eb.fn.min("ends_at").as("at"))
      .where("ends_at", ">", now)
      .executeTakeFirst(),
  ]);
  const times = [news?.at, publications?.at, items?.at, ends?.at]
    .map((v) => toIso(v as Date | string | null | undefined))
    .filter((v): v is string => v !== null)
    .map((v) => new Date(v).getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}
