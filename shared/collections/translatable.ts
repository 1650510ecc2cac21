import type { CollectionDefinition } from "./define.ts";

/**
 * The translatable fields of a kind of content, without their rules (the admin
 * editor reads these; shared/translation-schema.ts adds the rules): those its
 * definition marks `translatable` (text, long text, word lists, an article's
 * body, photo sets' words), in the definition's order. Slugs, links, select
 * codes, dates and numbers are never translated (decision 0070).
 */
export type TranslatableFieldInfo = {
  name: string;
  label: string;
  /** how the admin edits it ("photo-texts": an album's set names, alt texts and captions, decision 0077) */
  input: "text" | "textarea" | "tags" | "rich-text" | "photo-texts";
  /** a version must have it (the title) */
  required?: boolean;
};

export function translatableOf(definition: CollectionDefinition): TranslatableFieldInfo[] {
  return Object.entries(definition.fields).flatMap(([name, spec]): TranslatableFieldInfo[] => {
    if (!spec.translatable) return [];
    const required = name === definition.titleField;
    if (spec.input === "text" || spec.input === "textarea" || spec.input === "tags" || spec.input === "rich-text")
      return [{ name, label: spec.label, input: spec.input, required }];
    return spec.input === "photo-sets" ? [{ name, label: spec.label, input: "photo-texts", required }] : [];
  });
}
