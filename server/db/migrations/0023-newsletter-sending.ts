import type { Kysely } from "kysely";
import type { ColumnTypes } from "./column-types.ts";

/**
 * Sending the newsletter (docs/product.md, "Newsletter"; decision 0080): issues,
 * one delivery row per (issue, subscriber) whose UNIQUE key is what makes a
 * subscriber mailed at most once an issue, the bounces and complaints received,
 * and on each subscriber an optional name (from an import) and why mail to the
 * address stopped.
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  await db.schema.alterTable("subscribers").addColumn("name", "text").execute();
  await db.schema.alterTable("subscribers").addColumn("suppressed_at", t.timestamp).execute();
  await db.schema.alterTable("subscribers").addColumn("suppressed_reason", "text").execute();

  await t
    .idColumn(db, "newsletter_issues")
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("intro", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("news_ids", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    .addColumn("send_at", t.timestamp)
    .addColumn("html", "text")
    .addColumn("text", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .addColumn("sent_at", t.timestamp)
    .execute();
  await db.schema
    .createIndex("newsletter_issues_status_idx")
    .on("newsletter_issues")
    .columns(["status", "sent_at"])
    .execute();

  await t
    .idColumn(db, "newsletter_deliveries")
    .addColumn("issue_id", "integer", (c) => c.notNull().references("newsletter_issues.id").onDelete("cascade"))
    .addColumn("subscriber_id", "integer", (c) => c.notNull().references("subscribers.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("queued"))
    .addColumn("error", "text")
    .addColumn("claimed_at", t.timestamp)
    .addColumn("sent_at", t.timestamp)
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addUniqueConstraint("newsletter_deliveries_issue_subscriber", ["issue_id", "subscriber_id"])
    .execute();
  await db.schema
    .createIndex("newsletter_deliveries_status_idx")
    .on("newsletter_deliveries")
    .columns(["issue_id", "status"])
    .execute();

  await t
    .idColumn(db, "newsletter_bounces")
    .addColumn("subscriber_id", "integer", (c) => c.notNull().references("subscribers.id").onDelete("cascade"))
    .addColumn("issue_id", "integer", (c) => c.references("newsletter_issues.id").onDelete("set null"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("newsletter_bounces_subscriber_idx")
    .on("newsletter_bounces")
    .columns(["subscriber_id", "created_at"])
    .execute();
}
