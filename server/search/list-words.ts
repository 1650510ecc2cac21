import type { Kysely } from "kysely";
import type { ChoiceList } from "../../shared/choices.ts";
import { LIST_FIELDS } from "../../shared/list-names.ts";
import { type NameOf, namerOf } from "../choices/choice-names.ts";
import type { Database } from "../db/schema.ts";

/**
 * The Kiswahili names of an item's list entries (its news category, publication
 * type, a resource's category…; decision 0076), as words its search documents
 * carry: a reader finds an item by its category's name in either language, the
 * item translated or not. Empty where the names are the English ones.
 */
export type ListWords = (kind: string, values: Record<string, unknown>) => string;

/** Reads the Kiswahili names of the lists `kinds` use (every kind's by default) once; the fixed lists' are in code. */
export async function listWordsOf(
  db: Kysely<Database>,
  kinds: readonly string[] = Object.keys(LIST_FIELDS),
): Promise<ListWords> {
  const sources = [...new Set(kinds.flatMap((kind) => Object.values(LIST_FIELDS[kind] ?? {})))];
  const namers = new Map<ChoiceList | "fixed", NameOf>(
    await Promise.all(sources.map(async (source) => [source, await namerOf(db, source, "sw")] as const)),
  );
  return (kind, values) => {
    const words: string[] = [];
    for (const [field, source] of Object.entries(LIST_FIELDS[kind] ?? {})) {
      const english = values[field];
      if (typeof english !== "string" || english === "") continue;
      const name = namers.get(source)?.(english);
      if (name && name !== english) words.push(name);
    }
    return words.join(" ");
  };
}

/** `doc` with `words` after its body. */
export const withListWords = <D extends { body: string }>(doc: D, words: string): D =>
  words ? { ...doc, body: `${doc.body} ${words}`.trim() } : doc;
