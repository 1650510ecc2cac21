import type { Kysely } from "kysely";
import type { DashboardStats } from "../../shared/dashboard-stats.ts";
import type { Database } from "../db/schema.ts";

/** Counted in the database, so the dashboard stays one small answer at any number of items. */
export async function dashboardStats(db: Kysely<Database>): Promise<DashboardStats> {
  const news = await db
    .selectFrom("news")
    .select((eb) => [
      eb.fn.countAll<number>().as("total"),
      eb.fn.count<number>("published_at").as("published"),
      eb.fn.sum<number>(eb.case().when("featured", "=", true).then(1).else(0).end()).as("featured"),
    ])
    .executeTakeFirstOrThrow();
  const categories = await db
    .selectFrom("news")
    .select((eb) =>
      eb.fn
        .count<number>(eb.fn("trim", ["category"]))
        .distinct()
        .as("n"),
    )
    .where((eb) => eb(eb.fn("trim", ["category"]), "<>", ""))
    .executeTakeFirstOrThrow();
  const publications = await db
    .selectFrom("publications")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return {
    total_news: Number(news.total),
    publications: Number(publications.n),
    categories: Number(categories.n),
    published: Number(news.published),
    featured: Number(news.featured ?? 0),
  };
}
