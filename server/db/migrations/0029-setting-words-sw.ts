import type { Kysely } from "kysely";

/**
 * Settings in both languages (docs/product.md, "Site settings"): a setting that
 * is words (the address, the county, the office hours) keeps its Kiswahili text
 * beside the English one; null means the Kiswahili pages fall back as
 * shared/setting-words.ts says.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("settings").addColumn("value_sw", "text").execute();
}
