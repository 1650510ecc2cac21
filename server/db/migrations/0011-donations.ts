import type { Kysely } from "kysely";
import type { ColumnTypes } from "./column-types.ts";

/**
 * M-Pesa donations and each one's history (the raw callbacks and queries).
 * The push's CheckoutRequestID and the M-Pesa receipt number are unique, so a
 * callback delivered twice, or a paybill confirmation sent again, is stored once.
 * Donations are financial records: no retention job deletes them.
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  await t
    .idColumn(db, "donations")
    .addColumn("ref", "text", (c) => c.notNull().unique())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("paid_amount", "integer")
    .addColumn("phone", "text")
    .addColumn("name", "text")
    .addColumn("email", "text")
    .addColumn("checkout_request_id", "text", (c) => c.unique())
    .addColumn("merchant_request_id", "text")
    .addColumn("receipt", "text", (c) => c.unique())
    .addColumn("result_code", "integer")
    .addColumn("result_desc", "text")
    .addColumn("failure_reason", "text")
    .addColumn("client_ip", "text")
    .addColumn("query_locked_until", t.timestamp)
    .addColumn("paid_at", t.timestamp)
    .addColumn("settled_at", t.timestamp)
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("donations_status_idx").on("donations").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("donations_created_idx").on("donations").columns(["created_at"]).execute();
  await db.schema.createIndex("donations_phone_idx").on("donations").columns(["phone"]).execute();

  await t
    .idColumn(db, "donation_events")
    .addColumn("donation_id", "integer", (c) => c.notNull().references("donations.id"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("detail", "text", (c) => c.notNull())
    .addColumn("raw", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("donation_events_donation_idx")
    .on("donation_events")
    .columns(["donation_id", "id"])
    .execute();
}
