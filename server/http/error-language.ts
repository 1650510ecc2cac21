import type { Locale } from "../../shared/locales.ts";
import { staffAnswer } from "../../shared/staff-errors.ts";
import type { HttpError } from "./errors.ts";

/** The language a call's errors are answered in, set by the API's session check (absent: English). */
export type StaffLanguageEnv = { Variables: { staffLanguage?: Locale } };

/**
 * An error's answer `{ error, details?, ...flags }` in `language`
 * (docs/decisions/0075-the-server-speaks-the-staff-members-language.md): the same
 * shape and keys, the texts put in the staff member's language by the catalogue.
 */
export function errorBody(error: HttpError, language: Locale): Record<string, unknown> {
  const body = error.body();
  if (language === "en") return body;
  const { message, details } = staffAnswer(error.message, error.details, language);
  return { ...body, error: message, ...(details && { details }) };
}
