import { type Kysely, sql } from "kysely";
import type { ColumnTypes } from "./column-types.ts";

/**
 * Staff accounts: active flag and two-factor secret on users, recovery codes,
 * single-use invitation and reset tokens, what a session was started from and
 * when its password was last entered, the author of a news item, and the audit log.
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  await db.schema
    .alterTable("users")
    .addColumn("active", t.bool, (c) => c.notNull().defaultTo(t.dialect === "postgres" ? sql`true` : sql`1`))
    .execute();
  await db.schema.alterTable("users").addColumn("totp_secret", "text").execute();
  await db.schema.alterTable("users").addColumn("totp_pending_secret", "text").execute();
  await db.schema.alterTable("users").addColumn("totp_enabled_at", t.timestamp).execute();
  await db.schema.alterTable("users").addColumn("totp_last_step", "bigint").execute();

  await db.schema.alterTable("sessions").addColumn("user_agent", "text").execute();
  await db.schema.alterTable("sessions").addColumn("ip", "text").execute();
  await db.schema.alterTable("sessions").addColumn("password_verified_at", t.timestamp).execute();
  await db.schema.createIndex("sessions_expires_at_idx").on("sessions").column("expires_at").execute();

  await t
    .idColumn(db, "recovery_codes")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("used_at", t.timestamp)
    .execute();
  await db.schema.createIndex("recovery_codes_user_idx").on("recovery_codes").column("user_id").execute();

  await t
    .idColumn(db, "user_tokens")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("expires_at", t.timestamp, (c) => c.notNull())
    .addColumn("used_at", t.timestamp)
    .execute();
  await db.schema.createIndex("user_tokens_user_idx").on("user_tokens").columns(["user_id", "kind"]).execute();

  await db.schema
    .alterTable("news")
    .addColumn("author_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();

  await t
    .idColumn(db, "audit_log")
    .addColumn("at", t.timestamp, (c) => c.notNull())
    .addColumn("actor_id", "integer")
    .addColumn("actor_email", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("entity", "text")
    .addColumn("entity_id", "text")
    .addColumn("fields", "text")
    .addColumn("detail", "text")
    .addColumn("ip", "text")
    .execute();
  await db.schema.createIndex("audit_log_at_idx").on("audit_log").column("at").execute();
  await db.schema.createIndex("audit_log_actor_idx").on("audit_log").columns(["actor_id", "at"]).execute();
  await db.schema.createIndex("audit_log_entity_idx").on("audit_log").columns(["entity", "at"]).execute();
}
