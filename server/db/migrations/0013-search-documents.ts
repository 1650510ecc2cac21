import { type Kysely, sql } from "kysely";
import type { ColumnTypes } from "./column-types.ts";

/**
 * Site search (docs/product.md, "Search"; decision 0059): one row per indexed
 * document in `search_documents`, kept in step by the services in the same
 * transaction as the content they copy. Each engine indexes it its own way:
 * SQLite an FTS5 external-content table synced by triggers, PostgreSQL a
 * weighted tsvector column (set by a trigger) with a GIN index. A PDF page's title is shown, not
 * indexed (its publication's own row carries the title). The index itself is
 * filled at start-up (server/search/search-index.ts) and by `npm run search:reindex`.
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  await t
    .idColumn(db, "search_documents")
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("ref_id", "integer", (c) => c.notNull())
    .addColumn("page", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("published_at", t.timestamp)
    .addColumn("ends_at", t.timestamp)
    // The long texts last: the filters above are read without stepping over a PDF page's text.
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("excerpt", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("search_documents_ref")
    .on("search_documents")
    .columns(["type", "ref_id", "page", "locale"])
    .unique()
    .execute();
  await db.schema
    .createTable("search_index_state")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
  if (t.dialect === "postgres") await postgres(db);
  else await sqlite(db);
}

/** The text a row contributes per column: a PDF page only its body. */
const titleOf = (row = "") => `CASE WHEN ${row}page = 0 THEN ${row}title ELSE '' END`;

async function sqlite(db: Kysely<unknown>) {
  await sql`CREATE VIRTUAL TABLE search_fts USING fts5(
    title, excerpt, body,
    content='search_documents', content_rowid='id',
    tokenize='unicode61 remove_diacritics 2'
  )`.execute(db);
  // Title above excerpt above body; `ORDER BY rank` then needs no expression per row.
  await sql`INSERT INTO search_fts(search_fts, rank) VALUES ('rank', 'bm25(10.0, 4.0, 1.0)')`.execute(db);
  const values = (row: "new" | "old") => sql.raw(`${row}.id, ${titleOf(`${row}.`)}, ${row}.excerpt, ${row}.body`);
  await sql`CREATE TRIGGER search_documents_ai AFTER INSERT ON search_documents BEGIN
    INSERT INTO search_fts(rowid, title, excerpt, body) VALUES (${values("new")});
  END`.execute(db);
  await sql`CREATE TRIGGER search_documents_ad AFTER DELETE ON search_documents BEGIN
    INSERT INTO search_fts(search_fts, rowid, title, excerpt, body) VALUES ('delete', ${values("old")});
  END`.execute(db);
  await sql`CREATE TRIGGER search_documents_au AFTER UPDATE ON search_documents BEGIN
    INSERT INTO search_fts(search_fts, rowid, title, excerpt, body) VALUES ('delete', ${values("old")});
    INSERT INTO search_fts(rowid, title, excerpt, body) VALUES (${values("new")});
  END`.execute(db);
}

async function postgres(db: Kysely<unknown>) {
  // unaccent where the server has it (and we may create it); otherwise the wrapper leaves text as it is.
  const available = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_available_extensions WHERE name = 'unaccent'`.execute(db);
  let unaccent = false;
  if (Number(available.rows[0]?.n ?? 0) > 0) {
    await sql`SAVEPOINT search_unaccent`.execute(db);
    try {
      await sql`CREATE EXTENSION IF NOT EXISTS unaccent`.execute(db);
      await sql`RELEASE SAVEPOINT search_unaccent`.execute(db);
      unaccent = true;
    } catch {
      await sql`ROLLBACK TO SAVEPOINT search_unaccent`.execute(db);
    }
  }
  const schema = await sql<{ s: string }>`
    SELECT n.nspname AS s FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'unaccent'`.execute(db);
  const where = schema.rows[0]?.s;
  const body = unaccent && where ? `SELECT ${where}.unaccent('${where}.unaccent'::regdictionary, $1)` : "SELECT $1";
  // Immutable (unaccent itself is only stable), so an index expression may use it too.
  await sql
    .raw(`CREATE OR REPLACE FUNCTION uraia_unaccent(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$ ${body} $$`)
    .execute(db);
  // Kept by a trigger rather than GENERATED: a backup's rows (tsv included) load back as they are.
  await sql`ALTER TABLE search_documents ADD COLUMN tsv tsvector`.execute(db);
  await sql
    .raw(`CREATE OR REPLACE FUNCTION search_documents_tsv() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.tsv :=
        setweight(to_tsvector('simple', uraia_unaccent(${titleOf("NEW.")})), 'A') ||
        setweight(to_tsvector('simple', uraia_unaccent(NEW.excerpt)), 'B') ||
        setweight(to_tsvector('simple', uraia_unaccent(NEW.body)), 'C');
      RETURN NEW;
    END $$`)
    .execute(db);
  await sql`CREATE TRIGGER search_documents_tsv BEFORE INSERT OR UPDATE ON search_documents
    FOR EACH ROW EXECUTE FUNCTION search_documents_tsv()`.execute(db);
  await sql`CREATE INDEX search_documents_tsv ON search_documents USING gin (tsv)`.execute(db);
}
