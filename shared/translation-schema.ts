import { z } from "zod";
import { COLLECTION_NAMES, type CollectionName, collectionDefinition, isCollectionName } from "./collections/index.ts";
import type { Locale } from "./locales.ts";
import { newsFields } from "./news-schema.ts";
import { publicationFields } from "./publication-schema.ts";

/**
 * Which fields of each kind of content may have a Kiswahili version
 * (docs/product.md, "Translated content"; decision 0070). Written once: news
 * and publications declare theirs here, every collection takes its own from its
 * definition (the fields marked `translatable`: text, long text and word lists).
 * Slugs, links, select codes, dates and numbers are never translated.
 */
export const CONTENT_KINDS = ["news", "publications", ...COLLECTION_NAMES] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export function isContentKind(value: string): value is ContentKind {
  return (CONTENT_KINDS as readonly string[]).includes(value);
}

/** The languages an item may have a version in besides English. */
export const TRANSLATION_LOCALES = ["sw"] as const satisfies readonly Locale[];
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

export const isTranslationLocale = (value: string): value is TranslationLocale =>
  (TRANSLATION_LOCALES as readonly string[]).includes(value);

export type TranslatableField = {
  name: string;
  label: string;
  /** how the admin edits it */
  input: "text" | "textarea" | "tags" | "rich-text";
  schema: z.ZodType;
  /** a version must have it (the title) */
  required?: boolean;
};

const NEWS: TranslatableField[] = [
  { name: "title", label: "Title", input: "text", schema: newsFields.title, required: true },
  { name: "excerpt", label: "Excerpt", input: "textarea", schema: newsFields.excerpt },
  { name: "content", label: "Content", input: "rich-text", schema: newsFields.content },
];

const PUBLICATIONS: TranslatableField[] = [
  { name: "title", label: "Title", input: "text", schema: publicationFields.title, required: true },
  { name: "description", label: "Description", input: "textarea", schema: publicationFields.description },
];

function collectionFields(name: CollectionName): TranslatableField[] {
  const definition = collectionDefinition(name);
  return Object.entries(definition.fields).flatMap(([field, spec]) =>
    spec.translatable && (spec.input === "text" || spec.input === "textarea" || spec.input === "tags")
      ? [
          {
            name: field,
            label: spec.label,
            input: spec.input,
            schema: spec.schema,
            required: field === definition.titleField,
          },
        ]
      : [],
  );
}

/** The translatable fields of a kind, in the order its editor shows them; the first names the item. */
export function translatableFields(kind: ContentKind): TranslatableField[] {
  if (kind === "news") return NEWS;
  if (kind === "publications") return PUBLICATIONS;
  return isCollectionName(kind) ? collectionFields(kind) : [];
}

/** A value that says nothing, so English shows instead. */
export const emptyValue = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

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
