import { artwork } from "../artwork/artwork.ts";
import { type CopyTree, isPlainObject, joinPath, mergeCopy, pathPattern } from "./copy-tree.ts";
import type { PageField, PageLeaf } from "./page-contract.ts";

/**
 * A page's definition (docs/decisions/0088): its shipped English copy and its
 * Kiswahili twin as defaults, and the rules on top. The form's description
 * (`fields`) is inferred from the English default, key by key: a group for an
 * object, a list for an array, a leaf for a text, a number or a code; the rules
 * change what inference cannot know (a limit, a label, rich text, a pick).
 */
export type PageRules = {
  /** paths (patterns: `values.*.icon`) staff never edit: neither in the form nor accepted */
  fixed?: readonly string[];
  /** the most characters of a text, by pattern */
  max?: Readonly<Record<string, number>>;
  /** texts that are HTML (sanitised like news), by pattern */
  rich?: readonly string[];
  /** what staff read, by pattern (else the key in words) */
  labels?: Readonly<Record<string, string>>;
  /** picks from a fixed set, by pattern or by key name */
  choices?: Readonly<Record<string, readonly string[]>>;
  /** how many entries a list may have, by pattern (else 0 to twice its default, at least 12) */
  lists?: Readonly<Record<string, { min?: number; max?: number }>>;
};

export type PageDefinition<C extends object = CopyTree> = {
  key: string;
  /** the page's address in English ("/about") */
  path: string;
  /** the shipped copy in English: the copy's type is the type the route renders */
  en: C;
  /** the shipped Kiswahili twin over the English: what the twin lacks falls back */
  sw: C;
  /** the twin as written (what it lacks is missing in Kiswahili) */
  swShipped: Partial<C>;
  /** the page's name in the list and in <title>, read from its copy */
  title: (copy: C) => string;
  /** its description (search results, link previews), read from its copy */
  description: (copy: C) => string;
  /** whether the page has its own search document (the footer has none) */
  indexed: boolean;
  /** how the form is drawn and what an edit is checked against */
  fields: Record<string, PageField>;
};

/** Keys that are never copy (an address of the page itself, a form's id, a style's class). */
const FIXED_KEYS = new Set(["path", "formId", "className"]);
const LINK_KEYS = new Set(["href", "to", "url", "link"]);
const SHORT_KEY = /(title|label|eyebrow|tagline|heading|button|name|subject)$/i;
const BUTTON_STYLES = ["primary", "secondary", "outline", "light"] as const;
const TIERS = [90, 200, 600, 2000];

export const ARTWORK_NAMES: readonly string[] = Object.keys(artwork);

/** `trackRecordIntro` → "Track record intro". */
export function keyLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Context = {
  rules: PageRules;
  longest: Map<string, number>;
  choices: Map<string, Set<string>>;
  /** the {placeholders} of the English texts, by pattern */
  placeholders: Map<string, Set<string>>;
};

/** The longest text of each pattern in both languages, and the values each pattern takes (for picks). */
function survey(value: unknown, path: string, ctx: Context, english: boolean) {
  const pattern = pathPattern(path);
  if (typeof value === "string") {
    for (const name of english ? (value.match(/\{\w+\}/g) ?? []) : []) {
      ctx.placeholders.set(pattern, new Set([...(ctx.placeholders.get(pattern) ?? []), name]));
    }
    ctx.longest.set(pattern, Math.max(ctx.longest.get(pattern) ?? 0, value.length));
    const seen = ctx.choices.get(pattern) ?? new Set<string>();
    seen.add(value);
    ctx.choices.set(pattern, seen);
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) survey(item, joinPath(path, i), ctx, english);
  } else if (isPlainObject(value))
    for (const [key, item] of Object.entries(value)) survey(item, joinPath(path, key), ctx, english);
}

function textLimit(pattern: string, key: string, ctx: Context): number {
  const set = ctx.rules.max?.[pattern];
  if (set !== undefined) return set;
  const longest = ctx.longest.get(pattern) ?? 0;
  const tiers = SHORT_KEY.test(key) ? TIERS : TIERS.slice(1);
  return tiers.find((tier) => tier >= longest * 1.2) ?? Math.ceil((longest * 1.5) / 1000) * 1000;
}

function leafOf(value: unknown, path: string, key: string, required: boolean, ctx: Context): PageLeaf | null {
  const pattern = pathPattern(path);
  const label = ctx.rules.labels?.[pattern] ?? keyLabel(key);
  const picks = ctx.rules.choices?.[pattern] ?? ctx.rules.choices?.[key];
  const need = required ? { required: true } : {};
  if (typeof value === "number") return { type: "number", label, min: 0, ...need };
  if (typeof value !== "string") return null;
  if (picks) return { type: "choice", label, options: picks, ...need };
  if (key === "image") return { type: "image", label, ...need };
  if (key === "variant") return { type: "choice", label, options: BUTTON_STYLES, ...need };
  if (key === "figure" || key === "id" || key === "icon")
    return { type: "choice", label, options: [...(ctx.choices.get(pattern) ?? [])].sort(), ...need };
  if (LINK_KEYS.has(key)) return { type: "link", label, ...need };
  const max = textLimit(pattern, key, ctx);
  const names = ctx.placeholders.get(pattern);
  const keep = names ? { keep: [...names] } : {};
  if (ctx.rules.rich?.includes(pattern)) return { type: "rich-text", label, max, ...need, ...keep };
  return { type: "text", label, max, ...(max >= 600 && { multiline: true }), ...need, ...keep };
}

/** The entries of a list as one: each key's lists joined, its groups joined, its first leaf kept. */
function unionOf(entries: CopyTree[]): CopyTree {
  const out: CopyTree = {};
  for (const entry of entries)
    for (const [key, value] of Object.entries(entry)) {
      const had = out[key];
      if (Array.isArray(had) && Array.isArray(value)) out[key] = [...had, ...value];
      else if (isPlainObject(had) && isPlainObject(value)) out[key] = unionOf([had, value]);
      else if (had === undefined || had === "") out[key] = value;
    }
  return out;
}

function fieldOf(value: unknown, path: string, key: string, required: boolean, ctx: Context): PageField | null {
  const pattern = pathPattern(path);
  if (FIXED_KEYS.has(key) || ctx.rules.fixed?.includes(pattern) || typeof value === "function") return null;
  if (Array.isArray(value)) {
    // A list mixing texts and groups (a figure among sentences) has no one form: it stays as shipped.
    if (value.some(isPlainObject) && !value.every(isPlainObject)) return null;
    // Entries may differ in shape (a figure or a value): the item is their union; a key not in all is optional.
    const sample = value.every(isPlainObject)
      ? unionOf(value as CopyTree[])
      : value.find((item) => item !== undefined && item !== null);
    if (sample === undefined) return null;
    const item = isPlainObject(sample)
      ? groupOf(sample, joinPath(path, "*"), keyLabel(key), ctx, value as CopyTree[])
      : fieldOf(sample, joinPath(path, "*"), key, true, ctx);
    if (!item) return null;
    const limits = ctx.rules.lists?.[pattern];
    return {
      type: "list",
      label: ctx.rules.labels?.[pattern] ?? keyLabel(key),
      item,
      min: limits?.min ?? 0,
      max: limits?.max ?? Math.max(12, value.length * 2),
    };
  }
  if (isPlainObject(value)) return groupOf(value, path, ctx.rules.labels?.[pattern] ?? keyLabel(key), ctx);
  return leafOf(value, path, key, required && !(typeof value === "string" && value === ""), ctx);
}

function groupOf(value: CopyTree, path: string, label: string, ctx: Context, entries?: CopyTree[]): PageField | null {
  const fields: Record<string, PageField> = {};
  for (const [key, item] of Object.entries(value)) {
    const everywhere = entries ? entries.every((entry) => entry[key] !== undefined) : true;
    const field = fieldOf(item, joinPath(path, key), key, everywhere, ctx);
    if (field) fields[key] = field;
  }
  return Object.keys(fields).length > 0 ? { type: "group", label, fields } : null;
}

/** The form's description of a copy: `en` gives the shape, both defaults the lengths to allow. */
export function describeCopy(en: object, sw: object, rules: PageRules = {}): Record<string, PageField> {
  const ctx: Context = { rules, longest: new Map(), choices: new Map(), placeholders: new Map() };
  survey(en, "", ctx, true);
  survey(sw, "", ctx, false);
  const group = groupOf(en as CopyTree, "", "", ctx);
  return group?.type === "group" ? group.fields : {};
}

/** A page's definition: its fields are described once, here. `sw` is the twin as written (missing parts fall back). */
export function definePage<C extends object>(page: {
  key: string;
  path: string;
  en: C;
  sw: Partial<C>;
  title: (copy: C) => string;
  description?: (copy: C) => string;
  indexed?: boolean;
  rules?: PageRules;
}): PageDefinition<C> {
  const sw = mergeCopy(page.en, page.sw) as C;
  return {
    key: page.key,
    path: page.path,
    en: page.en,
    sw,
    swShipped: page.sw,
    title: page.title,
    description: page.description ?? (() => ""),
    indexed: page.indexed ?? true,
    fields: describeCopy(page.en, sw, page.rules),
  };
}

/** Every value a key takes anywhere in `trees` (the icons the site's copy uses, to pick from), sorted. */
export function valuesOfKey(trees: readonly unknown[], key: string): string[] {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isPlainObject(value))
      for (const [name, item] of Object.entries(value)) {
        if (name === key && typeof item === "string") found.add(item);
        else visit(item);
      }
  };
  trees.forEach(visit);
  return [...found].sort();
}
