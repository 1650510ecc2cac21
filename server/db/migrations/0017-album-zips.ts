import type { Kysely } from "kysely";
import type { ColumnTypes } from "./column-types.ts";

/**
 * "Download Gallery" (docs/product.md, "Event gallery"): each album's ZIP of
 * web-size photos, built once by a job and kept. One row per album and photo
 * list (`fingerprint`); the primary key lets only the first request enqueue the
 * build. `state` is `building` until the job has stored the file, then `ready`.
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  await db.schema
    .createTable("album_zips")
    .addColumn("album_id", "integer", (c) => c.notNull().references("collection_items.id").onDelete("cascade"))
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("storage_key", "text", (c) => c.notNull())
    .addColumn("size", "integer")
    .addColumn("photos", "integer")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("built_at", t.timestamp)
    .addPrimaryKeyConstraint("album_zips_pk", ["album_id", "fingerprint"])
    .execute();
}
