import type { Kysely } from "kysely";
import type { ColumnTypes } from "./column-types.ts";

/**
 * Open books (decision 0082): gifts received outside M-Pesa and spending per
 * programme, as the Finance officer records them, and the audited statement of
 * each year. Entries are never edited: a correction is a new entry naming the
 * one it corrects (`corrects_id`), and the newest entry of a chain counts.
 * A donor's consent to be thanked by name is kept on the donation, with the time
 * and the words they agreed to.
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  await db.schema.alterTable("donations").addColumn("public_name", "text").execute();
  await db.schema.alterTable("donations").addColumn("name_consent_at", t.timestamp).execute();
  await db.schema.alterTable("donations").addColumn("name_consent_text", "text").execute();

  await t
    .idColumn(db, "books_gifts")
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("received_on", "text", (c) => c.notNull())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("corrects_id", "integer", (c) => c.references("books_gifts.id"))
    .addColumn("recorded_by", "integer")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("books_gifts_received_idx").on("books_gifts").columns(["received_on"]).execute();

  await t
    .idColumn(db, "books_spending")
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("programme", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("corrects_id", "integer", (c) => c.references("books_spending.id"))
    .addColumn("recorded_by", "integer")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();

  await t
    .idColumn(db, "books_statements")
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("recorded_by", "integer")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
}
