import type { Kysely } from "kysely";
import type { ColumnTypes } from "./column-types.ts";

/**
 * SMS (docs/product.md, "SMS"): subscribers with their consent (when, from
 * where, the words they agreed to), suppressed numbers with the reason (a
 * suppressed number is never sent anything), every message sent or to send
 * (the gateway's id is unique, so a delivery report counts once; a reminder's
 * key is unique, so it goes once), broadcasts, and the reminders registrants
 * asked for.
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  await t
    .idColumn(db, "sms_subscribers")
    .addColumn("phone", "text", (c) => c.notNull().unique())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("consent_at", t.timestamp, (c) => c.notNull())
    .addColumn("consent_source", "text", (c) => c.notNull())
    .addColumn("consent_wording", "text", (c) => c.notNull())
    .addColumn("client_ip", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sms_subscribers_status_idx").on("sms_subscribers").columns(["status", "id"]).execute();

  await db.schema
    .createTable("sms_suppressions")
    .addColumn("phone", "text", (c) => c.primaryKey())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("detail", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();

  await t
    .idColumn(db, "sms_broadcasts")
    .addColumn("body_en", "text", (c) => c.notNull())
    .addColumn("body_sw", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("send_at", t.timestamp, (c) => c.notNull())
    .addColumn("total", "integer")
    .addColumn("segments", "integer")
    .addColumn("cost_estimate", "text")
    .addColumn("created_by", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .addColumn("finished_at", t.timestamp)
    .execute();

  await t
    .idColumn(db, "sms_messages")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("broadcast_id", "integer", (c) => c.references("sms_broadcasts.id"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("status_code", "integer")
    .addColumn("provider_id", "text", (c) => c.unique())
    .addColumn("cost", "text")
    .addColumn("failure_reason", "text")
    .addColumn("once_key", "text", (c) => c.unique())
    .addColumn("sent_at", t.timestamp)
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("sms_messages_broadcast_idx")
    .on("sms_messages")
    .columns(["broadcast_id", "status"])
    .execute();
  await db.schema.createIndex("sms_messages_created_idx").on("sms_messages").columns(["created_at"]).execute();

  await t
    .idColumn(db, "sms_reminders")
    .addColumn("message_id", "integer", (c) => c.notNull().unique())
    .addColumn("event_id", "integer", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sms_reminders_event_idx").on("sms_reminders").columns(["event_id"]).execute();
}
