import type { Kysely } from "kysely";
import { type Choice, type ChoiceList, choiceNameProblem, choiceSwNameProblem } from "../../shared/choices.ts";
import type { Locale } from "../../shared/locales.ts";
import { requirePermission } from "../auth/permissions.ts";
import type { Viewer } from "../auth/viewer.ts";
import type { Database } from "../db/schema.ts";
import { badRequest, conflict, invariant, notFound } from "../http/errors.ts";
import { deleteTranslations, writeTranslation } from "../translations/translations-service.ts";
import { nameIn, namerOf } from "./choice-names.ts";
import { USED_IN, usesOf } from "./choice-rows.ts";

/** How a writer keeps a new list entry an item names (server/publishing/stored-steps.ts). */
export { keepChoice } from "./choice-rows.ts";

export type ChoicesService = ReturnType<typeof createChoicesService>;

/** Stores (a name), removes (null) or leaves (undefined) an entry's Kiswahili name. */
async function setSwName(
  db: Kysely<Database>,
  key: { list: ChoiceList; id: number },
  name: string | null | undefined,
  at: Date,
) {
  if (name === undefined) return;
  if (name === null) await deleteTranslations(db, key.list, key.id, "sw");
  else await writeTranslation(db, { kind: key.list, id: key.id, locale: "sw" }, { name }, at);
}

async function swNameOf(db: Kysely<Database>, list: ChoiceList, id: number): Promise<string | null> {
  const row = await db
    .selectFrom("translations")
    .select("fields")
    .where("kind", "=", list)
    .where("item_id", "=", id)
    .where("locale", "=", "sw")
    .executeTakeFirst();
  return row ? nameIn(row.fields) : null;
}

/**
 * Some items' search documents written again, in the caller's transaction: handed
 * in by the wiring (server/services.ts), so this service reaches no search module.
 */
export type ReindexItems = (db: Kysely<Database>, kind: string, ids: number[]) => Promise<void>;

/** The ids of every item using entry `name` of `list`. */
async function usesOfName(db: Kysely<Database>, list: ChoiceList, name: string) {
  const { table, column } = USED_IN[list];
  const rows = await db
    .selectFrom(table)
    .select("id")
    .where(column as "category", "=", name)
    .execute();
  return { table, ids: rows.map((row) => Number(row.id)) };
}

const NOT_FOUND = "No such entry in this list";

function checkedName(name: unknown): string {
  const problem = choiceNameProblem(name);
  if (problem) throw badRequest(problem, { name: problem });
  return (name as string).trim();
}

/** The Kiswahili name sent: undefined when not sent, null to remove it, else the trimmed name. */
function checkedSwName(body: Record<string, unknown>): string | null | undefined {
  if (!("name_sw" in body)) return undefined;
  const problem = choiceSwNameProblem(body.name_sw);
  if (problem) throw badRequest(problem, { name_sw: problem });
  const name = typeof body.name_sw === "string" ? body.name_sw.trim() : "";
  return name === "" ? null : name;
}

const asObject = (body: unknown): Record<string, unknown> =>
  typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** An entry in a page's language (`?locale=`): its name there, which language that is, its versions. */
export type LocalizedChoice = Choice & { locale: Locale; translations: "sw"[] };

/**
 * The managed lists (shared/choices.ts). Renaming changes every item that uses
 * the name in the same transaction; renaming onto another entry's name merges
 * the two. An entry something uses cannot be removed.
 */
export function createChoicesService(db: Kysely<Database>, now: () => Date, reindexItems: ReindexItems) {
  /** The search documents of every item using entry `name` of `list`, written again. */
  async function reindexUses(trx: Kysely<Database>, list: ChoiceList, name: string) {
    const { table, ids } = await usesOfName(trx, list, name);
    await reindexItems(trx, table, ids);
  }

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

  /** The list in alphabetical order, each entry with its Kiswahili name and its number of uses. */
  async function listOf(list: ChoiceList): Promise<Choice[]> {
    const { table, column } = USED_IN[list];
    const rows = await db
      .selectFrom("choices")
      .leftJoin("translations", (join) =>
        join
          .onRef("translations.item_id", "=", "choices.id")
          .on("translations.kind", "=", list)
          .on("translations.locale", "=", "sw"),
      )
      .select(["choices.id", "choices.name", "translations.fields"])
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
    return rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      name_sw: r.fields ? nameIn(r.fields) : null,
      uses: Number(r.uses ?? 0),
    }));
  }

  return {
    list: listOf,

    /** How a page in `locale` names the entries of a managed list or of the fixed lists (English as stored where none). */
    namer: (source: ChoiceList | "fixed", locale: Locale) => namerOf(db, source, locale),

    /** The list as a page in `locale` names it: the Kiswahili name where there is one. */
    async listIn(list: ChoiceList, locale: Locale): Promise<LocalizedChoice[]> {
      return (await listOf(list)).map((choice) => ({
        ...choice,
        name: locale === "sw" && choice.name_sw ? choice.name_sw : choice.name,
        locale: locale === "sw" && choice.name_sw ? "sw" : "en",
        translations: choice.name_sw ? ["sw"] : [],
      }));
    },

    /** Adds `{ name, name_sw? }`. */
    async add(viewer: Viewer, list: ChoiceList, input: unknown): Promise<Choice> {
      requirePermission(viewer, "settings");
      const body = asObject(input);
      const name = checkedName(body.name);
      const nameSw = checkedSwName(body);
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("choices")
          .values({ list, name, created_at: now() })
          .onConflict((oc) => oc.columns(["list", "name"]).doNothing())
          .returning(["id", "name"])
          .executeTakeFirst();
        if (!row) throw conflict(`"${name}" is already in the list`);
        const id = Number(row.id);
        await setSwName(trx, { list, id }, nameSw, now());
        return { id, name: row.name, name_sw: nameSw ?? null, uses: await usesOf(trx, list, name) };
      });
    },

    /**
     * `{ name?, name_sw? }`: renames an entry and every item using it (onto another
     * entry's name, the two become one, keeping that entry's Kiswahili name), and
     * sets or removes (empty, null) its Kiswahili name.
     */
    async update(viewer: Viewer, list: ChoiceList, id: number, input: unknown): Promise<Choice> {
      requirePermission(viewer, "settings");
      const body = asObject(input);
      const nameSw = checkedSwName(body);
      if (!("name" in body) && nameSw === undefined) checkedName(undefined);
      const newName = "name" in body ? checkedName(body.name) : undefined;
      const { table, column } = USED_IN[list];
      return db.transaction().execute(async (trx) => {
        const current = await entry(trx, list, id);
        const name = newName ?? current.name;
        const finish = async (at: number) => {
          await setSwName(trx, { list, id: at }, nameSw, now());
          // The items' search documents carry the entry's names in both languages.
          if (name !== current.name || nameSw !== undefined) await reindexUses(trx, list, name);
          return { id: at, name, name_sw: await swNameOf(trx, list, at), uses: await usesOf(trx, list, name) };
        };
        if (current.name === name) return finish(current.id);
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
          await deleteTranslations(trx, list, current.id);
          return finish(Number(other.id));
        }
        await trx.updateTable("choices").set({ name }).where("id", "=", current.id).execute();
        return finish(current.id);
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
        await deleteTranslations(trx, list, current.id);
      });
    },
  };
}
