import { formErrors } from "../../shared/form-errors.ts";
import { type Locale, localeOfPath } from "../../shared/locales.ts";

/**
 * The language of a form posted without JavaScript: the page's address decides
 * (`/sw/contact` is Kiswahili), whatever the form's own `locale` field says, so the
 * result page and its errors are in the page's language (docs/decisions/0068-form-error-catalogue.md).
 */
export function postedLocale(request: Request): { locale: Locale; errors: ReturnType<typeof formErrors> } {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { locale, errors: formErrors(locale) };
}

/** A form's text fields, to show again after a refusal (a file must be chosen again). */
export const textValues = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === "string"));
