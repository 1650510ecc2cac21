import { en } from "./form-errors/en.ts";
import { sw } from "./form-errors/sw.ts";
import { isLocale, type Locale } from "./locales.ts";

/**
 * The one catalogue of the visitor's error texts per language
 * (docs/decisions/0068-form-error-catalogue.md): the forms in the browser, their
 * no-JavaScript actions and the API all read it. English is the API's default;
 * a request naming `"locale": "sw"` (or a form on a /sw page) gets Kiswahili.
 */
export type FormErrors = typeof en;
export type FieldMessages = FormErrors["fields"];

export const FORM_ERRORS: Record<Locale, FormErrors> = { en, sw };

export const formErrors = (locale: Locale): FormErrors => FORM_ERRORS[locale];

/** The API's own answer about the field (always English: it is for whoever wrote the client). */
export const LOCALE_FIELD_ERROR = 'locale must be "en" or "sw".';

/**
 * The visitor's language a request names in its `locale` field: absent or empty
 * is English; anything but "en" or "sw" is null (the caller answers 400).
 */
export function requestLocale(fields: Record<string, unknown>): Locale | null {
  const value = fields.locale;
  if (value === undefined || value === null || value === "") return "en";
  return isLocale(value) ? value : null;
}
