import type { Kysely } from "kysely";
import type { ColumnTypes } from "./column-types.ts";

/**
 * Page copy as content (docs/product.md, "Page copy"; decision 0088): one row
 * per page and language holding only what staff changed (JSON over the shipped
 * copy), when each changed field was last saved (`field_times`, for the
 * Kiswahili badges), the edit version, and a draft not yet published.
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  await t
    .idColumn(db, "page_copy")
    .addColumn("page_key", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("copy", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("field_times", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", t.timestamp)
    .addColumn("updated_by", "text")
    .addColumn("draft", "text")
    .addColumn("draft_updated_at", t.timestamp)
    .addColumn("draft_updated_by", "text")
    .addUniqueConstraint("page_copy_page_locale", ["page_key", "locale"])
    .execute();
}
