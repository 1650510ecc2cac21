import type { Kysely } from "kysely";
import type { ColumnTypes } from "./column-types.ts";

/** Staff get a display name and a role; accounts made before roles existed are Administrators. */
export async function up(db: Kysely<unknown>, _t: ColumnTypes) {
  await db.schema
    .alterTable("users")
    .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("admin"))
    .execute();
}
