import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { toIso } from "../db/values.ts";

/** The earliest future published_at of any news item or publication: when cached pages go stale. */
export async function nextScheduledAt(db: Kysely<Database>, now: Date): Promise<Date | null> {
  const [news, publications] = await Promise.all([
    db
      .selectFrom("news")
      .select((eb) => eb.fn.min("published_at").as("at"))
      .where("published_at", ">", now)
      .executeTakeFirst(),
    db
      .selectFrom("publications")
      .select((eb) => eb.fn.min("published_at").as("at"))
      .where("published_at", ">", now)
      .executeTakeFirst(),
  ]);
  const times = [news?.at, publications?.at]
    .map((v) => toIso(v as Date | string | null | undefined))
    .filter((v): v is string => v !== null)
    .map((v) => new Date(v).getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}
