import { sql } from "kysely";
import { ORDINARY_TABLES } from "../../server/backup/sqlite-contents.ts";
import type { Db } from "../../server/db/connection.ts";

/**
 * Every row of every table as sorted JSON text, by table name: two databases
 * with equal contents give equal maps (PostgreSQL's own JSON, so timestamps
 * keep their microseconds and every type its exact form).
 */
export async function tableContents(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  if (db.dialect === "postgres") {
    const tables = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db.db);
    for (const { name } of tables.rows) {
      const rows = await sql<{ j: string }>`SELECT row_to_json(t)::text AS j FROM ${sql.table(name)} t`.execute(db.db);
      out[name] = rows.rows.map((r) => r.j).sort();
    }
  } else {
    const tables = await sql<{ name: string }>`${sql.raw(ORDINARY_TABLES)}`.execute(db.db);
    for (const { name } of tables.rows) {
      const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)}`.execute(db.db);
      out[name] = rows.rows
        .map((r) => JSON.stringify(r, (_k, v) => (v instanceof Uint8Array ? Buffer.from(v).toString("base64") : v)))
        .sort();
    }
  }
  return out;
}
