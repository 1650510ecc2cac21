import type { Kysely } from "kysely";
import type { ColumnTypes } from "./column-types.ts";

/**
 * Forms sent again by a visitor's browser (docs/product.md, "Reading offline"):
 * one row per `Idempotency-Key` a public form's POST carried, kept a day. The
 * primary key makes the first request the only one that runs; `status` and
 * `answer` stay null until it has answered, then hold that answer for the retries.
 * `fingerprint` is the SHA-256 of the route and the body, so a key reused for
 * another message is recognised.
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  await db.schema
    .createTable("idempotency_keys")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("status", "integer")
    .addColumn("answer", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("expires_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("idempotency_keys_expires").on("idempotency_keys").column("expires_at").execute();
}
