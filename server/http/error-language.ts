import { COLLECTION_NAMES, collectionDefinition } from "../../shared/collections/index.ts";
import { SW_COLLECTION_NAMES } from "../../shared/collections/kiswahili-words.ts";
import type { Locale } from "../../shared/locales.ts";
import { type CollectionNamer, staffAnswer } from "../../shared/staff-errors.ts";
import type { HttpError } from "./errors.ts";

/** The language a call's errors are answered in, set by the API's session check (absent: English). */
export type StaffLanguageEnv = { Variables: { staffLanguage?: Locale } };

/** A collection's English singular or plural → its name in `language` (Kiswahili: the plural, as its screen). */
export const collectionName: CollectionNamer = (english, language) => {
  const name = COLLECTION_NAMES.find((n) => {
    const { singular, label } = collectionDefinition(n);
    return english === singular || english === label;
  });
  if (!name) return undefined;
  return language === "sw" ? SW_COLLECTION_NAMES[name].label : collectionDefinition(name).label;
};

/**
 * An error's answer `{ error, details?, ...flags }` in `language`
 * (docs/decisions/0075-the-server-speaks-the-staff-members-language.md): the same
 * shape and keys, the texts put in the staff member's language by the catalogue.
 */
export function errorBody(error: HttpError, language: Locale): Record<string, unknown> {
  const body = error.body();
  if (language === "en") return body;
  const { message, details } = staffAnswer(error.message, error.details, language, collectionName);
  return { ...body, error: message, ...(details && { details }) };
}
