import type { Kysely } from "kysely";
import type { ColumnTypes } from "./column-types.ts";

/**
 * Revisions, edit versions, preview links and went-live records (docs/product.md,
 * "Revisions and edit conflicts" and "Preview links"; decision 0089), for every
 * kind of content alike:
 * - `version` on news, publications and collection items: each save adds one;
 * - `content_revisions`: one full snapshot (JSON) per save, with who, when, a one-line summary and the status then;
 * - `preview_links`: the SHA-256 of each link's token (never the token), its expiry and when it was ended;
 * - `content_went_live`: the scheduled items the audit log already said went live (once each).
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  for (const table of ["news", "publications", "collection_items"]) {
    await db.schema
      .alterTable(table)
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
  }
  await t
    .idColumn(db, "content_revisions")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("item_id", "integer", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("author_id", "integer")
    .addColumn("summary", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("snapshot", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("content_revisions_item")
    .on("content_revisions")
    .columns(["kind", "item_id", "id"])
    .execute();
  await t
    .idColumn(db, "preview_links")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("item_id", "integer", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_by", "integer")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("expires_at", t.timestamp, (c) => c.notNull())
    .addColumn("ended_at", t.timestamp)
    .execute();
  await db.schema.createIndex("preview_links_item").on("preview_links").columns(["kind", "item_id"]).execute();
  await db.schema
    .createTable("content_went_live")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("item_id", "integer", (c) => c.notNull())
    .addColumn("published_at", t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("content_went_live_pk", ["kind", "item_id", "published_at"])
    .execute();
}
