import type { Kysely } from "kysely";
import type { ColumnTypes } from "./column-types.ts";

/**
 * Every collection staff keep current (openings, events, albums, resources,
 * team, partners, stories) in one table: typed, indexed columns for what lists
 * filter and sort on, and the item's fields as a JSON document in `data`.
 * docs/decisions/0020-collections-storage.md explains the choice.
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  await t
    .idColumn(db, "collection_items")
    .addColumn("collection", "text", (c) => c.notNull())
    .addColumn("kind", "text")
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("search", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("featured", t.bool, (c) => c.notNull().defaultTo(t.falseDefault))
    .addColumn("starts_at", t.timestamp)
    .addColumn("ends_at", t.timestamp)
    .addColumn("published_at", t.timestamp)
    .addColumn("downloads", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  const index = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on("collection_items").columns(columns).execute();
  await index("collection_items_published_idx", ["collection", "published_at"]);
  await index("collection_items_position_idx", ["collection", "position", "id"]);
  await index("collection_items_starts_idx", ["collection", "starts_at"]);
  await index("collection_items_ends_idx", ["collection", "ends_at"]);
  await index("collection_items_kind_idx", ["collection", "kind"]);
}
