import type { Kysely } from "kysely";
import type { ChoiceList } from "../../shared/choices.ts";
import type { ContentKind, TranslationLocale } from "../../shared/translation-schema.ts";
import type { Database } from "../db/schema.ts";

/**
 * The `translations` table (migration 0019, decision 0070): one row per item
 * and language, its translated fields as JSON.
 */
export type TranslatedFields = Record<string, unknown>;

const parse = (json: string): TranslatedFields => {
  const value: unknown = JSON.parse(json);
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as TranslatedFields) : {};
};

/** The versions in `locale` of some items of one kind, by item id. */
export async function readTranslations(
  db: Kysely<Database>,
  kind: string,
  locale: string,
  ids: readonly number[],
): Promise<Map<number, TranslatedFields>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("translations")
    .select(["item_id", "fields"])
    .where("kind", "=", kind)
    .where("locale", "=", locale)
    .where("item_id", "in", [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [Number(row.item_id), parse(row.fields)]));
}

/** Every version of one item, by language. */
export async function translationsOf(db: Kysely<Database>, kind: string, id: number) {
  const rows = await db
    .selectFrom("translations")
    .select(["locale", "fields"])
    .where("kind", "=", kind)
    .where("item_id", "=", id)
    .orderBy("locale")
    .execute();
  return rows.map((row) => ({ locale: row.locale, fields: parse(row.fields) }));
}

export async function writeTranslation(
  db: Kysely<Database>,
  /** a kind of content, or a managed list (its entries' names, decision 0076) */
  key: { kind: ContentKind | ChoiceList; id: number; locale: TranslationLocale },
  fields: TranslatedFields,
  at: Date,
) {
  const json = JSON.stringify(fields);
  await db
    .insertInto("translations")
    .values({ kind: key.kind, item_id: key.id, locale: key.locale, fields: json, updated_at: at })
    .onConflict((oc) => oc.columns(["kind", "item_id", "locale"]).doUpdateSet({ fields: json, updated_at: at }))
    .execute();
}

/** Removes one version (`locale`) or all of an item's versions; answers how many went. */
export async function deleteTranslations(db: Kysely<Database>, kind: string, id: number, locale?: string) {
  let query = db.deleteFrom("translations").where("kind", "=", kind).where("item_id", "=", id);
  if (locale) query = query.where("locale", "=", locale);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The ids of one kind that have a version in `locale` (a subquery for the "Kiswahili missing" filter). */
export const translatedIds = (db: Kysely<Database>, kind: string, locale: string) =>
  db.selectFrom("translations").select("item_id").where("kind", "=", kind).where("locale", "=", locale);
