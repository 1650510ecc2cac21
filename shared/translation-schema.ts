import { z } from "zod";
import { type ContentKind, kindDefinition } from "./collections/kinds.ts";
import { photoTextsRule } from "./collections/photo-texts.ts";
import { type TranslatableFieldInfo, translatableOf } from "./collections/translatable.ts";
import type { Locale } from "./locales.ts";

/**
 * Which fields of each kind of content may have a Kiswahili version
 * (docs/product.md, "Translated content"; decision 0070). Written once: every
 * kind takes its own from its definition (the fields marked `translatable`:
 * text, long text, word lists, an article's body). Slugs, links, select codes,
 * dates and numbers are never translated.
 */
export { CONTENT_KINDS, type ContentKind, isContentKind } from "./collections/kinds.ts";

/** The languages an item may have a version in besides English. */
export const TRANSLATION_LOCALES = ["sw"] as const satisfies readonly Locale[];
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

export const isTranslationLocale = (value: string): value is TranslationLocale =>
  (TRANSLATION_LOCALES as readonly string[]).includes(value);

export type TranslatableField = TranslatableFieldInfo & { schema: z.ZodType };

/** The translatable fields of a kind, in the order its editor shows them; the first names the item. */
export function translatableFields(kind: ContentKind): TranslatableField[] {
  const definition = kindDefinition(kind);
  // Each field is checked as its English twin; a photo set's version holds only its words (decision 0077).
  return translatableOf(definition).map((field) => {
    const spec = definition.fields[field.name]!;
    return { ...field, schema: spec.input === "photo-sets" ? photoTextsRule : spec.schema };
  });
}

/** A value that says nothing, so English shows instead. */
export const emptyValue = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === "object" && value !== null && Object.keys(value).length === 0);

const ONLY_OBJECT = "The request body must be a JSON object of the translated fields";

/**
 * The rule of a version's body: each field checked as its English twin, the
 * title required, any other field refused by name. Empty fields are dropped
 * (English shows there).
 */
export function translationSchema(kind: ContentKind) {
  const fields = translatableFields(kind);
  const known = new Set(fields.map((f) => f.name));
  const names = fields.map((f) => f.name).join(", ");
  const shape = Object.fromEntries(
    fields.map((f) => [
      f.name,
      f.required ? f.schema : z.preprocess((v) => (emptyValue(v) ? undefined : v), f.schema.optional()),
    ]),
  );
  return z
    .record(z.string(), z.unknown(), { message: ONLY_OBJECT })
    .superRefine((body, ctx) => {
      for (const key of Object.keys(body))
        if (!known.has(key))
          ctx.addIssue({ code: "custom", path: [key], message: `${key} cannot be translated: send only ${names}` });
    })
    .pipe(z.object(shape, { message: ONLY_OBJECT }))
    .transform((data) =>
      Object.fromEntries(Object.entries(data as Record<string, unknown>).filter(([, value]) => !emptyValue(value))),
    );
}

/** A kind's item with the translated fields laid over the English ones, field by field. */
export type Localized<T> = T & { locale: Locale };
