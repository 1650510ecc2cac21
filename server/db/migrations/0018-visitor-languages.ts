import type { Kysely } from "kysely";

/**
 * Mail in the visitor's language (docs/product.md, "Forms and mail in Kiswahili";
 * docs/decisions/0069-visitor-language-on-rows.md): each subscriber, message and
 * donation keeps the language of the page the visitor used ("en" or "sw"), so that
 * the newsletter's mail, receipts and staff's replies can follow it. Every row
 * that existed before is English.
 */
export async function up(db: Kysely<unknown>) {
  for (const table of ["subscribers", "messages", "donations"]) {
    await db.schema
      .alterTable(table)
      .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
      .execute();
  }
}
