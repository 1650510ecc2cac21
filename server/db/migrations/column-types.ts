import { type Kysely, sql } from "kysely";
import type { Dialect } from "../connection.ts";

/**
 * One set of migrations for both databases. The only differences are column
 * types, chosen here: identity/serial keys, boolean and timestamp types.
 */
export function columnTypes(dialect: Dialect) {
  const pg = dialect === "postgres";
  return {
    dialect,
    timestamp: pg ? ("timestamptz" as const) : ("text" as const),
    bool: pg ? ("boolean" as const) : ("integer" as const),
    idColumn: <T extends Parameters<Kysely<unknown>["schema"]["createTable"]>[0]>(db: Kysely<unknown>, table: T) =>
      pg
        ? db.schema.createTable(table).addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
        : db.schema.createTable(table).addColumn("id", "integer", (c) => c.primaryKey().autoIncrement()),
    falseDefault: pg ? sql`false` : sql`0`,
  };
}

export type ColumnTypes = ReturnType<typeof columnTypes>;
