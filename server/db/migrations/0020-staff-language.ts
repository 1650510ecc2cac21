import type { Kysely } from "kysely";

/**
 * "The admin in Kiswahili" (docs/product.md; decision 0072): each staff member's
 * language, `en` or `sw` (shared/locales.ts). The admin and the staff mails
 * follow it; existing accounts keep English.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("users")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .execute();
}
