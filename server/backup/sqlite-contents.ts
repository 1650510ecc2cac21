import { DatabaseSync } from "node:sqlite";

/** The tables (with row counts) and applied migrations of a SQLite file. */
export function sqliteContents(file: string): { migrations: string[]; tables: Array<{ name: string; rows: number }> } {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const names = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
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
