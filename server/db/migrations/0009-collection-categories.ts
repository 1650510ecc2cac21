import type { Kysely } from "kysely";
import type { ColumnTypes } from "./column-types.ts";

/**
 * Resources and stories gained a fixed category, kept in the indexed `kind`
 * column so /resources and /community-stories count and filter in the database.
 * This fills `kind` from each stored category. A category that is not one of
 * the choices stays in the item's fields but fills no `kind`: the item then has
 * no chip until staff save it with one of the choices.
 *
 * The choices as they stood when this was written: an applied migration never
 * changes, even when the lists in shared/collections/categories.ts do.
 */
const CHOICES: Record<string, readonly string[]> = {
  resources: ["Civic Education", "Governance", "Advocacy", "Research", "Toolkits"],
  stories: ["Governance", "Youth", "Women", "Arts & Wellbeing", "Environment", "Education"],
};

type Row = { id: number; collection: string; data: string };

/** The item's category if it is one of its collection's choices (read from the JSON in `data`). */
function choiceOf(row: Row): string | null {
  let category: unknown;
  try {
    category = (JSON.parse(row.data) as Record<string, unknown>).category;
  } catch {
    return null;
  }
  return typeof category === "string" && CHOICES[row.collection]?.includes(category) ? category : null;
}

export async function up(untyped: Kysely<unknown>, _t: ColumnTypes) {
  const db = untyped as unknown as Kysely<{ collection_items: Row & { kind: string | null } }>;
  const rows = await db
    .selectFrom("collection_items")
    .select(["id", "collection", "data"])
    .where("collection", "in", Object.keys(CHOICES))
    .execute();
  const byKind = new Map<string | null, number[]>();
  for (const row of rows) {
    const kind = choiceOf(row);
    byKind.set(kind, [...(byKind.get(kind) ?? []), Number(row.id)]);
  }
  // One update per category (and one for those with none), in batches the databases' parameter limits allow.
  for (const [kind, ids] of byKind) {
    for (let i = 0; i < ids.length; i += 500) {
      await db
        .updateTable("collection_items")
        .set({ kind })
        .where("id", "in", ids.slice(i, i + 500))
        .execute();
    }
  }
}
