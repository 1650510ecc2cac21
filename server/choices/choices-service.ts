import type { Kysely } from "kysely";
import { type Choice, type ChoiceList, choiceNameProblem } from "../../shared/choices.ts";
import { requirePermission } from "../auth/permissions.ts";
import type { Viewer } from "../auth/viewer.ts";
import type { Database } from "../db/schema.ts";
import { badRequest, conflict, invariant, notFound } from "../http/errors.ts";
import { USED_IN, usesOf } from "./choice-rows.ts";

export type ChoicesService = ReturnType<typeof createChoicesService>;

const NOT_FOUND = "No such entry in this list";

function checkedName(name: unknown): string {
  const problem = choiceNameProblem(name);
  if (problem) throw badRequest(problem, { name: problem });
  return (name as string).trim();
}

/**
 * The managed lists (shared/choices.ts). Renaming changes every item that uses
 * the name in the same transaction; renaming onto another entry's name merges
 * the two. An entry something uses cannot be removed.
 */
export function createChoicesService(db: Kysely<Database>, now: () => Date) {
  async function entry(trx: Kysely<Database>, list: ChoiceList, id: number) {
    if (!Number.isSafeInteger(id) || id < 1) throw notFound(NOT_FOUND);
    const row = await trx
      .selectFrom("choices")
      .select(["id", "name"])
      .where("list", "=", list)
      .where("id", "=", id)
      .executeTakeFirst();
    invariant(row, notFound(NOT_FOUND));
    return { id: Number(row.id), name: row.name };
  }

  return {
    /** The list in alphabetical order, each entry with its number of uses. */
    async list(list: ChoiceList): Promise<Choice[]> {
      const { table, column } = USED_IN[list];
      const rows = await db
        .selectFrom("choices")
        .select(["choices.id", "choices.name"])
        .select((eb) =>
          eb
            .selectFrom(table)
            .select((inner) => inner.fn.countAll<number>().as("n"))
            .whereRef(`${table}.${column}` as "news.category", "=", "choices.name")
            .as("uses"),
        )
        .where("choices.list", "=", list)
        .orderBy("choices.name")
        .execute();
      return rows.map((r) => ({ id: Number(r.id), name: r.name, uses: Number(r.uses ?? 0) }));
    },

    async add(viewer: Viewer, list: ChoiceList, input: unknown): Promise<Choice> {
      requirePermission(viewer, "settings");
      const name = checkedName(input);
      const row = await db
        .insertInto("choices")
        .values({ list, name, created_at: now() })
        .onConflict((oc) => oc.columns(["list", "name"]).doNothing())
        .returning(["id", "name"])
        .executeTakeFirst();
      if (!row) throw conflict(`"${name}" is already in the list`);
      return { id: Number(row.id), name: row.name, uses: await usesOf(db, list, name) };
    },

    /** Renames an entry and every item using it; onto another entry's name, the two become one. */
    async rename(viewer: Viewer, list: ChoiceList, id: number, input: unknown): Promise<Choice> {
      requirePermission(viewer, "settings");
      const name = checkedName(input);
      const { table, column } = USED_IN[list];
      return db.transaction().execute(async (trx) => {
        const current = await entry(trx, list, id);
        if (current.name === name) return { ...current, uses: await usesOf(trx, list, name) };
        await trx
          .updateTable(table)
          .set({ [column]: name } as { category: string })
          .where(column as "category", "=", current.name)
          .execute();
        const other = await trx
          .selectFrom("choices")
          .select("id")
          .where("list", "=", list)
          .where("name", "=", name)
          .executeTakeFirst();
        if (other) {
          await trx.deleteFrom("choices").where("id", "=", current.id).execute();
          return { id: Number(other.id), name, uses: await usesOf(trx, list, name) };
        }
        await trx.updateTable("choices").set({ name }).where("id", "=", current.id).execute();
        return { id: current.id, name, uses: await usesOf(trx, list, name) };
      });
    },

    async remove(viewer: Viewer, list: ChoiceList, id: number): Promise<void> {
      requirePermission(viewer, "settings");
      await db.transaction().execute(async (trx) => {
        const current = await entry(trx, list, id);
        const uses = await usesOf(trx, list, current.name);
        if (uses > 0) {
          const [one, many] = USED_IN[list].noun;
          throw conflict(
            `"${current.name}" is used by ${uses} ${uses === 1 ? one : many}: rename it onto another entry, or change ${uses === 1 ? "it" : "them"} first`,
          );
        }
        await trx.deleteFrom("choices").where("id", "=", current.id).execute();
      });
    },
  };
}
