import type { CollectionDefinition } from "../../../../shared/collections/define.ts";
import { type FieldSpec, optionLabel, type PhotoSet } from "../../../../shared/collections/fields.ts";
import { decodeEntities, isHtmlContent } from "../../../../shared/content-render.ts";
import { type DiffPart, hasChanges, wordDiff } from "../../../../shared/word-diff.ts";
import type { FormValues } from "../content/collection-values.ts";

/**
 * Two versions of an item compared field by field (docs/product.md, "Revisions and edit conflicts"): a saved version
 * and the current one (history), or theirs and yours (an edit conflict). Both
 * sides are form values (collection-values.ts), each field read as the words
 * staff see: rich text without its markup, a choice by its label, a tick as
 * yes or no, an album's sets as their names, photos and texts.
 */
export type FieldChange = { field: string; label: string; parts: DiffPart[] };
export type Comparison = { changed: FieldChange[]; unchanged: number };

export type CompareWords = { yes: string; no: string; published: string; draft: string };

/** Rich text as lines of words: block ends and line breaks become new lines, tags go, entities are decoded. */
export function richText(html: string): string {
  if (!isHtmlContent(html)) return html;
  const text = html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|h[1-6]|li|blockquote|figure|figcaption|div)>/gi, "\n")
    .replace(/<img\b[^>]*\balt="([^"]*)"[^>]*>/gi, " [$1] ")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(text)
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\n");
}

function photoSetsText(sets: PhotoSet[]): string {
  return sets
    .map((set) =>
      [set.name, ...set.photos.map((p) => [p.url, p.alt, p.caption].filter(Boolean).join(" · "))].join("\n"),
    )
    .join("\n\n");
}

/** One field's value as the words staff read. */
export function fieldText(spec: FieldSpec | undefined, value: unknown, words: CompareWords): string {
  if (value === undefined || value === null) return "";
  if (spec?.input === "checkbox" || typeof value === "boolean") return value ? words.yes : words.no;
  if (spec?.input === "photo-sets" && Array.isArray(value)) return photoSetsText(value as PhotoSet[]);
  if (typeof value !== "string") return typeof value === "number" ? String(value) : JSON.stringify(value);
  if (spec?.input === "rich-text") return richText(value);
  if (spec?.input === "select" && value) return optionLabel(spec, value);
  return value;
}

/**
 * The fields that differ between `before` and `after` (in the form's
 * order, then the publication time when both sides give one: `published`
 * reads an ISO moment or null as words), and how many are the same.
 */
export function compareValues(
  definition: CollectionDefinition,
  before: FormValues,
  after: FormValues,
  words: CompareWords,
  published?: { before: string | null; after: string | null; say: (iso: string) => string },
): Comparison {
  const changed: FieldChange[] = [];
  let unchanged = 0;
  const add = (field: string, label: string, a: string, b: string) => {
    const parts = wordDiff(a, b);
    if (hasChanges(parts)) changed.push({ field, label, parts });
    else unchanged++;
  };
  for (const name of definition.formOrder ?? Object.keys(definition.fields)) {
    const spec = definition.fields[name];
    if (!spec || spec.input === "slug" || spec.input === "publish") continue;
    add(name, spec.label, fieldText(spec, before[name], words), fieldText(spec, after[name], words));
  }
  if (published) {
    const say = (iso: string | null) => (iso ? published.say(iso) : words.draft);
    add("published_at", words.published, say(published.before), say(published.after));
  }
  return { changed, unchanged };
}

/** Every field of a draft as "Label" then its words, for the box staff copy their text from. */
export function valuesText(definition: CollectionDefinition, values: FormValues, words: CompareWords): string {
  return (definition.formOrder ?? Object.keys(definition.fields))
    .map((name) => [name, definition.fields[name]] as const)
    .filter(([, spec]) => spec && spec.input !== "slug" && spec.input !== "publish")
    .map(([name, spec]) => `${spec!.label}\n${fieldText(spec, values[name], words)}`)
    .join("\n\n");
}
