import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { type SqliteDatabase, SqliteDialect, type SqliteStatement } from "kysely";

/**
 * Adapts Node's built-in `node:sqlite` to the better-sqlite3-shaped interface that
 * Kysely's SqliteDialect expects, so no native addon has to be compiled.
 * Booleans become 0/1 and Dates ISO-8601 strings, the storage forms used in SQLite.
 */
function toSqlite(value: unknown): SQLInputValue {
  if (value === undefined) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

function wrapStatement(statement: StatementSync): SqliteStatement {
  const reader = statement.columns().length > 0;
  return {
    reader,
    all: (params) => statement.all(...params.map(toSqlite)) as unknown[],
    run: (params) => {
      const result = statement.run(...params.map(toSqlite));
      return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
    },
    iterate: (params) => statement.iterate(...params.map(toSqlite)) as IterableIterator<unknown>,
  };
}

export function openSqliteFile(file: string): DatabaseSync {
  const db = new DatabaseSync(file, { enableForeignKeyConstraints: true, timeout: 5000 });
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = FULL");
  db.exec("PRAGMA foreign_keys = ON");
  db.exec("PRAGMA busy_timeout = 5000");
  return db;
}

export function createNodeSqliteDialect(db: DatabaseSync): SqliteDialect {
  const adapter: SqliteDatabase = {
    close: () => db.close(),
    prepare: (sql) => wrapStatement(db.prepare(sql)),
  };
  return new SqliteDialect({ database: adapter });
}
