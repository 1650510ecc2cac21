import type { Kysely } from "kysely";
import type { ChoiceList } from "../../shared/choices.ts";
import type { Database } from "../db/schema.ts";

/** Where each list's names are used: the column that holds them. */
export const USED_IN = {
  "news-categories": { table: "news", column: "category", noun: ["news article", "news articles"] },
  "publication-types": { table: "publications", column: "type", noun: ["publication", "publications"] },
} as const;

/** Adds a name to its list when it is not there yet (a value written through the API joins the list). */
export async function keepChoice(db: Kysely<Database>, list: ChoiceList, name: string | undefined, at: Date) {
  if (name === undefined || name.trim() === "") return;
  await db
    .insertInto("choices")
    .values({ list, name, created_at: at })
    .onConflict((oc) => oc.columns(["list", "name"]).doNothing())
    .execute();
}

/** How many items use `name` in `list`. */
export async function usesOf(db: Kysely<Database>, list: ChoiceList, name: string): Promise<number> {
  const { table, column } = USED_IN[list];
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where(column as "category", "=", name)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
