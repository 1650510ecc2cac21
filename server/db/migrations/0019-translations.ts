import type { Kysely } from "kysely";
import type { ColumnTypes } from "./column-types.ts";

/**
 * Translated content (docs/product.md, "Translated content"; decision 0070):
 * one row per item and language beside the English fields, the same for news,
 * publications and every collection. `kind` is the API name (news,
 * publications, openings …), `fields` the translated text fields as a JSON
 * object; a field left out falls back to English. The services remove an
 * item's rows in the same transaction as the item.
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  await db.schema
    .createTable("translations")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("item_id", "integer", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("fields", "text", (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("translations_pk", ["kind", "item_id", "locale"])
    .execute();
  // "Kiswahili missing" lists ask for every translated id of one kind and language.
  await db.schema.createIndex("translations_kind_locale").on("translations").columns(["kind", "locale"]).execute();
}
