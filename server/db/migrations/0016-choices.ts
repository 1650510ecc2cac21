import { type Kysely, sql } from "kysely";
import type { ColumnTypes } from "./column-types.ts";

/**
 * Managed lists of choices (docs/product.md, "Choices"): news categories and
 * publication types, which authors pick instead of typing. Every value already
 * in use joins its list as it is written ("Report" and "Research Report" stay two
 * entries; an admin may rename one onto the other), and so do the defaults a new
 * item gets (General, Report). The lists' names as they stood when this was
 * written: an applied migration never changes.
 */
const SOURCES = [
  { list: "news-categories", table: "news", column: "category", fallback: "General" },
  { list: "publication-types", table: "publications", column: "type", fallback: "Report" },
] as const;

type Tables = {
  choices: { list: string; name: string; created_at: Date | string };
  news: { category: string };
};

export async function up(untyped: Kysely<unknown>, t: ColumnTypes) {
  await t
    .idColumn(untyped, "choices")
    .addColumn("list", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addUniqueConstraint("choices_list_name_key", ["list", "name"])
    .execute();
  const db = untyped as unknown as Kysely<Tables>;
  const at = t.dialect === "postgres" ? new Date() : new Date().toISOString();
  for (const source of SOURCES) {
    const rows = await db
      .selectFrom(source.table as "news")
      .select(sql<string>`${sql.ref(source.column)}`.as("name"))
      .distinct()
      .execute();
    const names = new Set([source.fallback, ...rows.map((r) => r.name.trim()).filter((name) => name !== "")]);
    const values = [...names].sort().map((name) => ({ list: source.list, name, created_at: at }));
    for (let i = 0; i < values.length; i += 200) {
      await db
        .insertInto("choices")
        .values(values.slice(i, i + 200))
        .execute();
    }
  }
}
