import type { Kysely } from "kysely";
import type { ColumnTypes } from "./column-types.ts";

/**
 * Background work as rows: one-off jobs (sending mail is one; the mail outbox is
 * the jobs of kind `mail.send`) and recurring tasks, each claimed by one instance.
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  await t
    .idColumn(db, "jobs")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("run_at", t.timestamp, (c) => c.notNull())
    .addColumn("locked_until", t.timestamp)
    .addColumn("give_up_at", t.timestamp, (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("jobs_due_idx").on("jobs").columns(["status", "run_at"]).execute();
  await db.schema.createIndex("jobs_kind_status_idx").on("jobs").columns(["kind", "status"]).execute();

  await db.schema
    .createTable("job_schedules")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("next_run_at", t.timestamp, (c) => c.notNull())
    .addColumn("last_run_at", t.timestamp)
    .addColumn("last_error", "text")
    .addColumn("runs", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}
