import type { CollectionDefinition } from "./collections/define.ts";

/**
 * The translatable fields of each kind of content, without their rules (the
 * admin editor reads these; shared/translation-schema.ts adds the rules). Kept
 * free of zod and of the collection definitions, so an admin screen that lists
 * them loads nothing more (decision 0070).
 */
export type TranslatableFieldInfo = {
  name: string;
  label: string;
  /** how the admin edits it ("photo-texts": an album's set names, alt texts and captions, decision 0077) */
  input: "text" | "textarea" | "tags" | "rich-text" | "photo-texts";
  /** a version must have it (the title) */
  required?: boolean;
};

export const NEWS_TRANSLATABLE: readonly TranslatableFieldInfo[] = [
  { name: "title", label: "Title", input: "text", required: true },
  { name: "excerpt", label: "Excerpt", input: "textarea" },
  { name: "content", label: "Content", input: "rich-text" },
];

export const PUBLICATIONS_TRANSLATABLE: readonly TranslatableFieldInfo[] = [
  { name: "title", label: "Title", input: "text", required: true },
  { name: "description", label: "Description", input: "textarea" },
  { name: "read_time", label: "Read time", input: "text" },
];

/** A collection's translatable fields: those its definition marks (text, long text, word lists, photo sets' words). */
export function collectionTranslatable(definition: CollectionDefinition): TranslatableFieldInfo[] {
  return Object.entries(definition.fields).flatMap(([name, spec]): TranslatableFieldInfo[] => {
    if (!spec.translatable) return [];
    const required = name === definition.titleField;
    if (spec.input === "text" || spec.input === "textarea" || spec.input === "tags")
      return [{ name, label: spec.label, input: spec.input, required }];
    return spec.input === "photo-sets" ? [{ name, label: spec.label, input: "photo-texts", required }] : [];
  });
}
