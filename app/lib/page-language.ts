import { type Locale, localeOfPath } from "../../shared/locales.ts";
import { translationsCopy as sw } from "../content/sw/translations.ts";
import { translationsCopy as en } from "../content/translations.ts";

/**
 * What a loader and a route need to show content in the page's language
 * (docs/product.md, "Translated content"): the language its address gives, and
 * the note beside items that are in English only.
 */
export const requestLocale = (request: Request): Locale => localeOfPath(new URL(request.url).pathname);

export const englishOnlyNote = (locale: Locale): string => (locale === "sw" ? sw : en).englishOnly;

/** What a page hands its content views so items in English only are marked (InEnglishOnly). */
export const pageLanguage = (locale: Locale) => ({ page: locale, englishOnly: englishOnlyNote(locale) });
