import type { Kysely } from "kysely";
import type { ChoiceList } from "../../shared/choices.ts";
import { fixedChoiceNameSw, LIST_FIELDS, type ListNames, nameField } from "../../shared/list-names.ts";
import type { Locale } from "../../shared/locales.ts";
import type { Database } from "../db/schema.ts";

/**
 * The Kiswahili names of managed list entries (decision 0076): a row of the
 * `translations` table per entry, its kind the list's name (`news-categories`),
 * its item the entry's id, its fields `{ name }`. No other table or column.
 */
export async function choiceNames(
  db: Kysely<Database>,
  list: ChoiceList,
  locale: Locale,
): Promise<Map<string, string>> {
  if (locale === "en") return new Map();
  const rows = await db
    .selectFrom("choices")
    .innerJoin("translations", (join) =>
      join
        .onRef("translations.item_id", "=", "choices.id")
        .on("translations.kind", "=", list)
        .on("translations.locale", "=", locale),
    )
    .select(["choices.name", "translations.fields"])
    .where("choices.list", "=", list)
    .execute();
  const names = new Map<string, string>();
  for (const row of rows) {
    const name = nameIn(row.fields);
    if (name) names.set(row.name, name);
  }
  return names;
}

/** The `name` of a stored `{ name }`, or null. */
export function nameIn(json: string): string | null {
  const value: unknown = JSON.parse(json);
  const name = typeof value === "object" && value !== null ? (value as { name?: unknown }).name : undefined;
  return typeof name === "string" && name.trim() !== "" ? name : null;
}

/** How one list names an English entry in `locale`. */
export type NameOf = (english: string) => string;

/** How `source` names its entries in `locale` (English as stored, or the English name where there is none). */
export async function namerOf(db: Kysely<Database>, source: ChoiceList | "fixed", locale: Locale): Promise<NameOf> {
  if (locale === "en") return (english) => english;
  if (source === "fixed") return fixedChoiceNameSw;
  const names = await choiceNames(db, source, locale);
  return (english) => names.get(english) ?? english;
}

/** Items of `kind` with the names of their list entries in `locale` beside the stored values (`category_name`…). */
export async function withListNames<T extends Record<string, unknown>>(
  db: Kysely<Database>,
  kind: string,
  items: T[],
  locale: Locale,
): Promise<Array<T & ListNames>> {
  const fields = Object.entries(LIST_FIELDS[kind] ?? {});
  if (fields.length === 0 || items.length === 0) return items;
  const namers = await Promise.all(
    fields.map(async ([field, source]) => [field, await namerOf(db, source, locale)] as const),
  );
  return items.map((item) => {
    const names: Record<string, string> = {};
    for (const [field, nameOf] of namers) {
      const value = item[field];
      if (typeof value === "string" && value !== "") names[nameField(field)] = nameOf(value);
    }
    return { ...item, ...names };
  });
}
