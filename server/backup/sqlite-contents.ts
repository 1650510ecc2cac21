import { DatabaseSync } from "node:sqlite";
import type pg from "pg";
import { loadPostgresTable, tablesInDependencyOrder } from "./postgres-snapshot.ts";

/**
 * The ordinary tables of a SQLite file: not SQLite's own, nor a full-text index
 * (a virtual table and its shadow tables, rebuilt from `search_documents` by triggers).
 */
export const ORDINARY_TABLES =
  "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name";

/** The tables (with row counts) and applied migrations of a SQLite file. */
export function sqliteContents(file: string): { migrations: string[]; tables: Array<{ name: string; rows: number }> } {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const names = db
      .prepare(ORDINARY_TABLES)
      .all()
      .map((row) => String(row.name));
    const tables = names.map((name) => {
      const row = db.prepare(`SELECT count(*) AS n FROM "${name.replaceAll('"', '""')}"`).get();
      return { name, rows: Number(row?.n ?? 0) };
    });
    const migrations = names.includes("kysely_migration")
      ? db
          .prepare("SELECT name FROM kysely_migration ORDER BY name")
          .all()
          .map((row) => String(row.name))
      : [];
    return { migrations, tables };
  } finally {
    db.close();
  }
}

/**
 * Copies every table of a SQLite file into an empty PostgreSQL schema made by the same migrations,
 * parents first. Values convert on the way: 0/1 into booleans, ISO text into timestamps.
 */
export async function loadSqliteIntoPostgres(file: string, client: pg.Client): Promise<Map<string, number>> {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const inFile = new Set(sqliteContents(file).tables.map((t) => t.name));
    const loaded = new Map<string, number>();
    for (const table of await tablesInDependencyOrder(client)) {
      if (!inFile.has(table)) continue;
      const statement = db.prepare(`SELECT * FROM "${table.replaceAll('"', '""')}"`);
      async function* lines() {
        for (const row of statement.iterate()) yield JSON.stringify(row);
      }
      loaded.set(table, await loadPostgresTable(client, table, lines()));
    }
    return loaded;
  } finally {
    db.close();
  }
}
