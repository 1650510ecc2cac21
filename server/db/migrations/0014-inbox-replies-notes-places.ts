import type { Kysely } from "kysely";
import type { ColumnTypes } from "./column-types.ts";

/**
 * The inbox as a workplace (docs/product.md, "Staff inbox"; decision 0061):
 * replies sent from the admin and notes on a message, each with its author and
 * time; when a spam message was reported in the daily spam digest; and the
 * places taken at an event with a capacity, counted atomically.
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  await t
    .idColumn(db, "message_replies")
    .addColumn("message_id", "integer", (c) => c.notNull().references("messages.id").onDelete("cascade"))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("author_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("mail_id", "text", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("message_replies_message_idx").on("message_replies").column("message_id").execute();
  await t
    .idColumn(db, "message_notes")
    .addColumn("message_id", "integer", (c) => c.notNull().references("messages.id").onDelete("cascade"))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("author_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("message_notes_message_idx").on("message_notes").column("message_id").execute();
  await db.schema.alterTable("messages").addColumn("spam_reported_at", t.timestamp).execute();
  await db.schema
    .createTable("event_places")
    .addColumn("event_id", "integer", (c) => c.primaryKey().references("collection_items.id").onDelete("cascade"))
    .addColumn("taken", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}
