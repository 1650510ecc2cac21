import type { PageField } from "../../../../shared/pages/page-contract.ts";
import { hasChanges, wordDiff } from "../../../../shared/word-diff.ts";
import { type Comparison, type FieldChange, richText } from "../revisions/compare-fields.ts";

/**
 * Two versions of a page's copy in one language compared leaf by leaf (docs/product.md,
 * "Page copy"): a saved version from its history and the current copy. The
 * page's `fields` tree names each leaf as staff read it, "Group › Field", an
 * entry of a list by its number ("Values 2 › Title").
 */
export type PageLeafPair = { path: string; label: string; before: string; after: string };

/** Labels through `say` (the admin's language); a list entry's name from `entry` ("Value 2"). */
export type PageLabelWords = { say: (label: string) => string; entry: (label: string, n: number) => string };

/** One leaf's value as the words staff read: rich text without its markup, a number as digits. */
export function pageLeafText(field: PageField, value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "number") return String(value);
  if (typeof value !== "string") return JSON.stringify(value);
  return field.type === "rich-text" ? richText(value) : value;
}

const child = (value: unknown, step: string | number): unknown =>
  value !== null && typeof value === "object" ? (value as Record<string | number, unknown>)[step] : undefined;

const lengthOf = (value: unknown) => (Array.isArray(value) ? value.length : 0);

/**
 * Every leaf of both copies in the form's order, with its label and each side's
 * words; a list counts the entries of the longer side, so an entry only one
 * side has reads as empty on the other.
 */
export function pageLeafPairs(
  fields: Record<string, PageField>,
  before: unknown,
  after: unknown,
  words: PageLabelWords,
): PageLeafPair[] {
  const pairs: PageLeafPair[] = [];
  const walk = (field: PageField, a: unknown, b: unknown, path: (string | number)[], labels: string[]) => {
    if (field.type === "group") {
      for (const [key, inner] of Object.entries(field.fields))
        walk(inner, child(a, key), child(b, key), [...path, key], [...labels, words.say(inner.label)]);
    } else if (field.type === "list") {
      // An entry is named by its number in place of the list's own label.
      const named = labels.slice(0, -1);
      for (let index = 0; index < Math.max(lengthOf(a), lengthOf(b)); index++)
        walk(
          field.item,
          child(a, index),
          child(b, index),
          [...path, index],
          [...named, words.entry(words.say(field.item.label), index + 1)],
        );
    } else {
      pairs.push({
        path: path.join("."),
        label: labels.join(" › "),
        before: pageLeafText(field, a),
        after: pageLeafText(field, b),
      });
    }
  };
  walk({ type: "group", label: "", fields }, before, after, [], []);
  return pairs;
}

/** The leaves that differ between `before` and `after` (word by word), and how many are the same. */
export function comparePageCopy(
  fields: Record<string, PageField>,
  before: unknown,
  after: unknown,
  words: PageLabelWords,
): Comparison {
  const changed: FieldChange[] = [];
  let unchanged = 0;
  for (const pair of pageLeafPairs(fields, before, after, words)) {
    const parts = wordDiff(pair.before, pair.after);
    if (hasChanges(parts)) changed.push({ field: pair.path, label: pair.label, parts });
    else unchanged++;
  }
  return { changed, unchanged };
}

/**
 * What was typed over `stored` and not saved, as "Label" then its words for
 * each leaf that differs: the text kept to copy from when a restored version
 * replaces the form's language.
 */
export function typedText(
  fields: Record<string, PageField>,
  stored: unknown,
  typed: unknown,
  words: PageLabelWords,
): string {
  return pageLeafPairs(fields, stored, typed, words)
    .filter((pair) => pair.before !== pair.after)
    .map((pair) => `${pair.label}\n${pair.after}`)
    .join("\n\n");
}
