import type { Kysely } from "kysely";
import type { ColumnTypes } from "./column-types.ts";

/**
 * Messages from the site's forms (with private attachments), newsletter
 * subscribers, per-address form limits, used proof-of-work answers and the
 * site's signing secret.
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  const bytes = t.dialect === "postgres" ? "bytea" : "blob";

  await t
    .idColumn(db, "messages")
    .addColumn("kind", "text", (c) => c.notNull().defaultTo("general"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("reference", "text")
    .addColumn("county", "text")
    .addColumn("organisation", "text")
    .addColumn("people", "integer")
    .addColumn("consent_at", t.timestamp, (c) => c.notNull())
    .addColumn("spam_reason", "text")
    .addColumn("client_ip", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("status_changed_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("messages_status_idx").on("messages").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("messages_email_idx").on("messages").column("email").execute();
  await db.schema.createIndex("messages_reference_idx").on("messages").columns(["kind", "reference"]).execute();

  await db.schema
    .createTable("message_attachments")
    .addColumn("message_id", "integer", (c) => c.primaryKey().references("messages.id").onDelete("cascade"))
    .addColumn("filename", "text", (c) => c.notNull())
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("bytes", bytes, (c) => c.notNull())
    .execute();

  await t
    .idColumn(db, "subscribers")
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("source", "text", (c) => c.notNull().defaultTo("footer"))
    .addColumn("consent_at", t.timestamp, (c) => c.notNull())
    .addColumn("confirm_nonce", "text")
    .addColumn("confirm_sent_at", t.timestamp)
    .addColumn("confirmed_at", t.timestamp)
    .addColumn("unsubscribed_at", t.timestamp)
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("subscribers_status_idx").on("subscribers").columns(["status", "created_at"]).execute();

  await db.schema
    .createTable("form_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("window_started_at", t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("proof_of_work_used")
    .addColumn("signature", "text", (c) => c.primaryKey())
    .addColumn("expires_at", t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("site_secrets")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
}
