import { z } from "zod";
import { choice, requiredText, text } from "../collections/fields.ts";
import { resizableUpload } from "../upload-variants.ts";
import { type CopyTree, isPlainObject, joinPath, mergeCopy } from "./copy-tree.ts";
import { ARTWORK_NAMES } from "./define-page.ts";
import type { PageField, PageLeaf } from "./page-contract.ts";

/**
 * What an edit of page copy is checked against (docs/decisions/0088): each leaf
 * by the collections' field rules (shared/collections/fields.ts), each problem
 * named by its path (`hero.title`), unknown fields refused. Rich text goes
 * through `sanitizeHtml`, which the server hands in (server/content/html-sanitizer.ts).
 */
export type CopyCheck = { sanitizeHtml?: (html: string) => string };
export type CopyProblems = Record<string, string>;

/** An https:// address or a path on this site (an anchor on the page too). */
const SITE_OR_HTTPS = /^(\/(?!\/)[^\s\\]*|#[\w-]+|https:\/\/[^\s/$.?#][^\s]*)$/i;

export const UNKNOWN_FIELD = "is not a field of this page";

/**
 * What a page's image field may hold (docs/decisions/0088): a shipped
 * illustration's name, or an image uploaded here, by the address the upload
 * API answers (`/uploads/<id>.<ext>`, one with responsive variants). Nothing
 * else: no other path, no outside address.
 */
export function isPageImage(value: string): boolean {
  if (ARTWORK_NAMES.includes(value)) return true;
  return value.startsWith("/uploads/") && resizableUpload(value)?.base === "/uploads/";
}

export const PAGE_IMAGE_MESSAGE = (label: string) =>
  `${label} must be one of the site's illustrations or a JPEG, PNG, WebP or AVIF image uploaded here (/uploads/…)`;

function leafSchema(leaf: PageLeaf, check: CopyCheck): z.ZodType {
  const label = leaf.label;
  const optional = <S extends z.ZodType>(schema: S) =>
    leaf.required ? schema : z.union([z.literal("").transform(() => ""), schema]);
  switch (leaf.type) {
    case "text":
      return leaf.required ? requiredText(label, leaf.max).schema : text(label, leaf.max).schema;
    case "rich-text": {
      const base = leaf.required ? requiredText(label, leaf.max).schema : text(label, leaf.max).schema;
      return base.transform((html) => (check.sanitizeHtml ? check.sanitizeHtml(String(html)) : html));
    }
    case "link":
      return optional(
        z
          .string({ message: `${label} must be text` })
          .trim()
          .regex(SITE_OR_HTTPS, `${label} must be an https:// address or a path on this site like /contact`),
      );
    case "image":
      return optional(
        z.string({ message: PAGE_IMAGE_MESSAGE(label) }).refine(isPageImage, { message: PAGE_IMAGE_MESSAGE(label) }),
      );
    case "choice":
      return optional(choice(label, leaf.options as [string, ...string[]]).schema);
    case "number": {
      let schema = z.number({ message: `${label} must be a number` });
      if (leaf.min !== undefined) schema = schema.min(leaf.min, `${label} must be at least ${leaf.min}`);
      if (leaf.max !== undefined) schema = schema.max(leaf.max, `${label} must be at most ${leaf.max}`);
      return schema;
    }
  }
}

function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "is not valid";
}

/** Checks one value of `field` given whole (a leaf, a list, a list's entry); problems go to `problems`. */
function checkWhole(field: PageField, value: unknown, path: string, check: CopyCheck, problems: CopyProblems): unknown {
  if (field.type === "group") {
    if (!isPlainObject(value)) {
      problems[path] = `${field.label || path} must be a group of fields`;
      return undefined;
    }
    const out: CopyTree = {};
    for (const key of Object.keys(value)) if (!field.fields[key]) problems[joinPath(path, key)] = UNKNOWN_FIELD;
    for (const [key, inner] of Object.entries(field.fields)) {
      const checked = checkWhole(inner, value[key], joinPath(path, key), check, problems);
      if (checked !== undefined) out[key] = checked;
    }
    return out;
  }
  if (field.type === "list") {
    if (!Array.isArray(value)) {
      problems[path] = `${field.label} must be a list`;
      return undefined;
    }
    if (value.length < field.min) problems[path] = `${field.label} needs at least ${field.min} entries`;
    if (value.length > field.max) problems[path] = `${field.label} may have at most ${field.max} entries`;
    return value.map((item, i): unknown => checkWhole(field.item, item, joinPath(path, i), check, problems));
  }
  if (value === undefined && !field.required) return undefined;
  const parsed = leafSchema(field, check).safeParse(value);
  if (!parsed.success) {
    problems[path] = firstMessage(parsed.error);
    return undefined;
  }
  return placeholdersKept(field, parsed.data, path, problems);
}

/** A text whose default names {placeholders} must keep them: the page fills them in. */
function placeholdersKept(field: PageLeaf, value: unknown, path: string, problems: CopyProblems) {
  const needed = field.type === "text" || field.type === "rich-text" ? (field.keep ?? []) : [];
  if (typeof value === "string") {
    const missing = needed.filter((name) => !value.includes(name));
    if (missing.length > 0) problems[path] = `${field.label} must keep ${missing.join(", ")}`;
  }
  return value;
}

/**
 * An edit: only the fields it changes, groups nested (they merge), lists whole
 * (they replace). Answers the edit as checked (trimmed, sanitised) and the
 * problems by path; an edit with problems is refused as a whole.
 */
export function checkEdit(
  fields: Record<string, PageField>,
  edit: unknown,
  check: CopyCheck = {},
): { value: CopyTree; problems: CopyProblems } {
  const problems: CopyProblems = {};
  const walk = (group: Record<string, PageField>, value: unknown, path: string): CopyTree => {
    const out: CopyTree = {};
    if (!isPlainObject(value)) {
      problems[path || "copy"] = "must be an object of the fields to change";
      return out;
    }
    for (const [key, item] of Object.entries(value)) {
      const field = group[key];
      const at = joinPath(path, key);
      if (!field) problems[at] = UNKNOWN_FIELD;
      else if (field.type === "group") out[key] = walk(field.fields, item, at);
      else {
        const checked = checkWhole(field, item, at, check, problems);
        if (checked !== undefined) out[key] = checked;
      }
    }
    return out;
  };
  return { value: walk(fields, edit, ""), problems };
}

/**
 * Stored values over the defaults, field by field: a stored value that no longer
 * fits its definition (after a release changed it) is left out, its default
 * shown, and a warning says so. The page never breaks on old copy.
 */
export function applyStored(
  fields: Record<string, PageField>,
  defaults: CopyTree,
  stored: unknown,
  check: CopyCheck = {},
): { copy: CopyTree; warnings: Array<{ path: string; message: string }> } {
  const warnings: Array<{ path: string; message: string }> = [];
  const walk = (group: Record<string, PageField>, value: unknown, path: string): CopyTree => {
    const out: CopyTree = {};
    if (!isPlainObject(value)) return out;
    for (const [key, item] of Object.entries(value)) {
      const field = group[key];
      const at = joinPath(path, key);
      if (!field) {
        warnings.push({ path: at, message: "This field is no longer on the page: its saved text is not shown." });
      } else if (field.type === "group") out[key] = walk(field.fields, item, at);
      else {
        const problems: CopyProblems = {};
        const checked = checkWhole(field, item, at, check, problems);
        const first = Object.entries(problems)[0];
        if (first) warnings.push({ path: first[0], message: `${first[1]}: the shipped text is shown instead.` });
        else if (checked !== undefined) out[key] = checked;
      }
    }
    return out;
  };
  return { copy: mergeCopy(defaults, walk(fields, stored, "")), warnings };
}

/** The paths an edit changes: each leaf it sets and each list it replaces. */
export function changedPaths(fields: Record<string, PageField>, edit: CopyTree, path = ""): string[] {
  return Object.entries(edit).flatMap(([key, value]) => {
    const field = fields[key];
    const at = joinPath(path, key);
    if (field?.type === "group" && isPlainObject(value)) return changedPaths(field.fields, value, at);
    return [at];
  });
}

/** The uploaded images an edit (or a copy) names in its image fields, by path: the server checks they exist. */
export function uploadedImages(fields: Record<string, PageField>, copy: unknown, path = ""): Record<string, string> {
  const found: Record<string, string> = {};
  const visit = (field: PageField, value: unknown, at: string) => {
    if (field.type === "group") {
      if (isPlainObject(value))
        for (const [key, inner] of Object.entries(field.fields)) visit(inner, value[key], joinPath(at, key));
    } else if (field.type === "list") {
      if (Array.isArray(value)) for (const [i, item] of value.entries()) visit(field.item, item, joinPath(at, i));
    } else if (field.type === "image" && typeof value === "string" && value.startsWith("/uploads/")) found[at] = value;
  };
  visit({ type: "group", label: "", fields }, copy, path);
  return found;
}

/** Every leaf path of a copy (list entries by index), for the Kiswahili badges. */
export function leafPaths(fields: Record<string, PageField>, copy: unknown, path = ""): string[] {
  if (!isPlainObject(copy)) return [];
  return Object.entries(fields).flatMap(([key, field]) => {
    const at = joinPath(path, key);
    const value = copy[key];
    if (field.type === "group") return leafPaths(field.fields, value, at);
    if (field.type === "list") {
      if (!Array.isArray(value)) return [];
      return value.flatMap((item, i) => {
        const itemPath = joinPath(at, i);
        if (field.item.type === "group") return leafPaths(field.item.fields, item, itemPath);
        return [itemPath];
      });
    }
    return value === undefined ? [] : [at];
  });
}

/** The part of a copy staff may edit: what `fields` describes (the page's address, class names and functions left out). */
export function editablePart(fields: Record<string, PageField>, copy: unknown): unknown {
  const pick = (field: PageField, value: unknown): unknown => {
    if (field.type === "group") {
      if (!isPlainObject(value)) return value;
      return Object.fromEntries(
        Object.entries(field.fields)
          .filter(([key]) => value[key] !== undefined)
          .map(([key, inner]) => [key, pick(inner, value[key])]),
      );
    }
    if (field.type === "list") return Array.isArray(value) ? value.map((item) => pick(field.item, item)) : value;
    return value;
  };
  return pick({ type: "group", label: "", fields }, copy);
}
