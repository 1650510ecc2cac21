import type { Kysely } from "kysely";
import type { ColumnTypes } from "./column-types.ts";

/** Staff users, sessions, sign-in attempts, news, publications, settings and uploads. */
export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  await t
    .idColumn(db, "users")
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("password_changed_at", t.timestamp, (c) => c.notNull())
    .execute();

  await t
    .idColumn(db, "sessions")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("last_seen_at", t.timestamp, (c) => c.notNull())
    .addColumn("expires_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_id_idx").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("login_attempts")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("locked_until", t.timestamp)
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();

  await t
    .idColumn(db, "news")
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("excerpt", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("content", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("category", "text", (c) => c.notNull().defaultTo("General"))
    .addColumn("image_url", "text")
    .addColumn("featured", t.bool, (c) => c.notNull().defaultTo(t.falseDefault))
    .addColumn("published_at", t.timestamp)
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("news_published_at_idx").on("news").column("published_at").execute();
  await db.schema.createIndex("news_category_idx").on("news").column("category").execute();

  await db.schema
    .createTable("news_slug_history")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("news_id", "integer", (c) => c.notNull().references("news.id").onDelete("cascade"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();

  await t
    .idColumn(db, "publications")
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("type", "text", (c) => c.notNull().defaultTo("Report"))
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("pdf_url", "text", (c) => c.notNull())
    .addColumn("featured", t.bool, (c) => c.notNull().defaultTo(t.falseDefault))
    .addColumn("published_at", t.timestamp)
    .addColumn("pages", "integer")
    .addColumn("size", "text")
    .addColumn("read_time", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("publications_published_at_idx").on("publications").column("published_at").execute();

  await db.schema
    .createTable("settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text")
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();

  await t
    .idColumn(db, "uploads")
    .addColumn("storage_key", "text", (c) => c.notNull().unique())
    .addColumn("url", "text", (c) => c.notNull().unique())
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("original_name", "text")
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("uploaded_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
}
