import { LOCALE_FIELD_ERROR, requestLocale } from "../../shared/form-errors.ts";
import type { Locale } from "../../shared/locales.ts";
import { badRequest } from "./errors.ts";

/**
 * The visitor's language a public form or API request names in its `locale`
 * field (docs/decisions/0068-form-error-catalogue.md): absent is English, "en" or
 * "sw" is taken, anything else is a 400 naming the field.
 */
export function readRequestLocale(fields: Record<string, unknown>): Locale {
  const locale = requestLocale(fields);
  if (!locale) throw badRequest(LOCALE_FIELD_ERROR, { locale: LOCALE_FIELD_ERROR });
  return locale;
}
