import { SW_FIELD_WORDS } from "./collections/kiswahili-words.ts";
import type { Locale } from "./locales.ts";
import { PASSWORD_ADVICE } from "./password-advice/en.ts";
import { PASSWORD_ADVICE_SW } from "./password-advice/sw.ts";
import { en, type StaffErrorCode, type StaffErrors } from "./staff-errors/en.ts";
import { sw } from "./staff-errors/sw.ts";
import { SW_LABELS } from "./staff-errors/sw-labels.ts";
import { type FieldErrors, summary } from "./validation-details.ts";

/**
 * Staff errors in the staff member's language
 * (docs/decisions/0075-the-server-speaks-the-staff-members-language.md). The server
 * writes its texts in English, as the API always answered; when the answer goes to
 * a staff member who works in Kiswahili, the server's error handler
 * (server/http/error-language.ts) and the admin's own form checks put it in
 * Kiswahili here, in one place: an English text is recognised by its template in the
 * English catalogue (staff-errors/en.ts), its values are taken out (a field's
 * label put in Kiswahili), and the same code's Kiswahili template is filled in.
 * A text the catalogue does not know stays English.
 */
export const STAFF_ERRORS: Record<Locale, StaffErrors> = { en, sw };

/** Placeholders that stand for a number ("200", "1,200", "8.5"). */
const NUMBERS = new Set(["max", "min", "minutes", "width", "height", "megapixels", "limit", "imageSize", "pdfSize"]);

const PLACEHOLDER = /\{(\w+)\}/g;

type Pattern = { code: StaffErrorCode; names: string[]; regex: RegExp; literal: number };

/** The placeholders of a template, in order. */
export const placeholders = (template: string): string[] => [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!);

function compile(code: StaffErrorCode): Pattern {
  const template = en[code];
  const names = placeholders(template);
  const literals = template.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
  const quote = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  let source = quote(literals[0]!);
  names.forEach((name, i) => {
    source += NUMBERS.has(name) ? "(\\d[\\d,.]*)" : "(.+?)";
    source += quote(literals[i + 1]!);
  });
  return { code, names, regex: new RegExp(`^${source}$`), literal: literals.join("").length };
}

/** The most specific template first, so "Each of … must be at most …" wins over "… must be at most …". */
const PATTERNS = (Object.keys(en) as StaffErrorCode[]).map(compile).sort((a, b) => b.literal - a.literal);

/**
 * A collection named in English by its singular or plural ("Event", "Events"), said in
 * `language`; undefined when it is not a collection's name. The server gives it
 * (server/http/error-language.ts): the definitions and their zod rules stay out of
 * this module, which the admin's every form loads.
 */
export type CollectionNamer = (english: string, language: Locale) => string | undefined;

/** A field's label in Kiswahili: the collections' words, else the other forms' labels. */
function fieldLabel(label: string): string | undefined {
  const exact = SW_FIELD_WORDS[label] ?? SW_LABELS[label];
  if (exact) return exact;
  const lower = label.toLowerCase();
  const key = [...Object.keys(SW_FIELD_WORDS), ...Object.keys(SW_LABELS)].find((k) => k.toLowerCase() === lower);
  return key ? (SW_FIELD_WORDS[key] ?? SW_LABELS[key]) : undefined;
}

/** What uses a managed list's entry (server/choices/choice-rows.ts), in Kiswahili. */
const NOUNS: Readonly<Record<string, string>> = {
  "news article": "habari",
  "news articles": "habari",
  publication: "chapisho",
  publications: "machapisho",
};

/** The password estimator's English sentences → their Kiswahili, key for key. */
const ADVICE_SW: ReadonlyMap<string, string> = new Map(
  (["warnings", "suggestions"] as const).flatMap((group) =>
    Object.entries(PASSWORD_ADVICE[group]).map(([key, text]): [string, string] => [
      text,
      (PASSWORD_ADVICE_SW[group] as Record<string, string>)[key] ?? "",
    ]),
  ),
);

/** The estimator's advice (its sentences joined by spaces) in Kiswahili; undefined when one is unknown. */
function adviceInKiswahili(advice: string): string | undefined {
  const sentences = advice.split(/(?<=\.)\s+/).map((sentence) => ADVICE_SW.get(sentence));
  return sentences.every(Boolean) ? sentences.join(" ") : undefined;
}

/** A value taken from an English text, in Kiswahili; undefined when it cannot be said. */
function inKiswahili(name: string, value: string, collectionName: CollectionNamer | undefined): string | undefined {
  if (name === "field") return fieldLabel(value);
  if (name === "noun") return NOUNS[value];
  if (name === "advice") return adviceInKiswahili(value);
  if (name === "fieldLower") return fieldLabel(value)?.toLowerCase();
  // A collection named by its singular ("Event not found") or its plural ("Events are ordered …").
  if (name === "item" || name === "area") return collectionName?.(value, "sw");
  return value;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(PLACEHOLDER, (_, name: string) => values[name] ?? "");

/** One English text in `language` (unchanged in English, or when the catalogue does not know it). */
export function staffText(message: string, language: Locale, collectionName?: CollectionNamer): string {
  if (language === "en") return message;
  for (const pattern of PATTERNS) {
    const match = pattern.regex.exec(message);
    if (!match) continue;
    const values: Record<string, string> = {};
    const said = pattern.names.every((name, i) => {
      const value = inKiswahili(name, match[i + 1]!, collectionName);
      if (value !== undefined) values[name] = value;
      return value !== undefined;
    });
    if (said) return fill(STAFF_ERRORS[language][pattern.code], values);
  }
  return message;
}

/** Field errors (`details`) in `language`, with the same keys. */
export function staffDetails(details: FieldErrors, language: Locale, collectionName?: CollectionNamer): FieldErrors {
  if (language === "en") return details;
  return Object.fromEntries(
    Object.entries(details).map(([key, text]) => [key, staffText(text, language, collectionName)]),
  );
}

/**
 * An answer's message and details in `language`: each detail in it, and a
 * validation summary ("Title is required. …") made again from them.
 */
export function staffAnswer(
  message: string,
  details: FieldErrors | undefined,
  language: Locale,
  collectionName?: CollectionNamer,
): { message: string; details: FieldErrors | undefined } {
  if (language === "en") return { message, details };
  const said = details && staffDetails(details, language, collectionName);
  const summarised = details && said && message === summary(details);
  return { message: summarised ? summary(said) : staffText(message, language, collectionName), details: said };
}
