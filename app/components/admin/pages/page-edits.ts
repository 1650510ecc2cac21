import type { PageField } from "../../../../shared/pages/page-contract.ts";

/**
 * What the page editor keeps while staff type (docs/product.md, "Page copy"): edits by "unit", the
 * smallest part a save sends. A leaf outside any list is a unit of its own
 * (`hero.title`); a list is one unit with everything in it (`values`), since the
 * server replaces arrays whole. The form shows an edit over the stored copy, so
 * loading someone else's newer copy (after a 409) keeps what was typed and takes
 * their version of everything else.
 */
export type Edits = Record<string, unknown>;

type Path = readonly (string | number)[];

export const pathKey = (path: Path): string => path.join(".");

/** The value at `path` in a copy (undefined when any step is missing). */
export function valueAt(copy: unknown, path: Path): unknown {
  let value = copy;
  for (const step of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string | number, unknown>)[step];
  }
  return value;
}

/** A copy of `target` with `value` at `path`; objects and arrays along the way are copied, never changed. */
export function withValueAt(target: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [step, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(target)) {
    const next = [...target];
    next[step as number] = withValueAt(target[step as number], rest, value);
    return next;
  }
  const base = target !== null && typeof target === "object" ? (target as Record<string, unknown>) : {};
  return { ...base, [step]: withValueAt(base[step], rest, value) };
}

/** The units of a page's fields: their paths, lists whole. */
export function unitPaths(fields: Record<string, PageField>, prefix: string[] = []): string[][] {
  return Object.entries(fields).flatMap(([key, field]) => {
    const path = [...prefix, key];
    return field.type === "group" ? unitPaths(field.fields, path) : [path];
  });
}

/** The unit a field's path belongs to: the outermost list on the way, else the field itself. */
export function unitOf(fields: Record<string, PageField>, path: Path): Path {
  let here: Record<string, PageField> | undefined = fields;
  for (let index = 0; index < path.length; index++) {
    const field: PageField | undefined = here?.[String(path[index])];
    if (!field) return path;
    if (field.type === "list") return path.slice(0, index + 1);
    here = field.type === "group" ? field.fields : undefined;
  }
  return path;
}

export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The copy the form shows: `stored` with every edit over it. */
export function shownCopy(stored: Record<string, unknown>, edits: Edits): Record<string, unknown> {
  let copy: unknown = stored;
  for (const [key, value] of Object.entries(edits)) copy = withValueAt(copy, key.split("."), value);
  return copy as Record<string, unknown>;
}

/** The edit after changing the field at `path` to `value`: the field's whole unit, as it now reads. */
export function edit(
  fields: Record<string, PageField>,
  stored: Record<string, unknown>,
  edits: Edits,
  path: Path,
  value: unknown,
): Edits {
  const unit = unitOf(fields, path);
  const key = pathKey(unit);
  const current = key in edits ? edits[key] : valueAt(stored, unit);
  return { ...edits, [key]: withValueAt(current, path.slice(unit.length), value) };
}

/** The units whose edit differs from `stored`, by key. */
export function changedUnits(stored: Record<string, unknown>, edits: Edits): string[] {
  return Object.keys(edits).filter((key) => !sameValue(edits[key], valueAt(stored, key.split("."))));
}

/** What a PATCH sends as `copy`: only the changed units, nested as the copy is (objects merge, lists whole). */
export function patchOf(stored: Record<string, unknown>, edits: Edits): Record<string, unknown> {
  let patch: unknown = {};
  for (const key of changedUnits(stored, edits)) patch = withValueAt(patch, key.split("."), edits[key]);
  return patch as Record<string, unknown>;
}

/** The edits a saved draft stands for: every unit whose draft value differs from the live copy. */
export function draftEdits(
  fields: Record<string, PageField>,
  stored: Record<string, unknown>,
  draft: Record<string, unknown> | null | undefined,
): Edits {
  if (!draft) return {};
  const edits: Edits = {};
  for (const unit of unitPaths(fields)) {
    const value = valueAt(draft, unit);
    if (value !== undefined && !sameValue(value, valueAt(stored, unit))) edits[pathKey(unit)] = value;
  }
  return edits;
}

/** A fresh entry for a list: every leaf empty (numbers absent), groups and lists as their shape. */
export function emptyEntry(field: PageField): unknown {
  switch (field.type) {
    case "group":
      return Object.fromEntries(Object.entries(field.fields).map(([key, inner]) => [key, emptyEntry(inner)]));
    case "list":
      return Array.from({ length: field.min }, () => emptyEntry(field.item));
    case "number":
      return null;
    case "choice":
      return field.options[0] ?? "";
    default:
      return "";
  }
}

/** A list with the entry at `index` moved by `by` (-1 up, +1 down); the same list when it cannot move. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** Whether a field's Kiswahili is flagged: its own path, or a group or list it sits in, is named. */
export function flagged(paths: readonly string[], path: Path): boolean {
  const key = pathKey(path);
  return paths.some((named) => named === key || key.startsWith(`${named}.`));
}

/** A 400's details by field path, without a leading `copy.` the server may put before them. */
export function detailsByPath(details: Record<string, string> | undefined): Record<string, string> {
  if (!details) return {};
  return Object.fromEntries(Object.entries(details).map(([key, message]) => [key.replace(/^copy\./, ""), message]));
}

/** A path as staff read it: `history.1.title` → "History 2 › Title" (labels through `say`). */
export function pathLabel(
  fields: Record<string, PageField>,
  path: string,
  say: (label: string) => string,
  entry: (label: string, n: number) => string,
): string {
  const names: string[] = [];
  let here: PageField | undefined = { type: "group", label: "", fields };
  for (const step of path.split(".")) {
    if (here?.type === "group") {
      here = here.fields[step];
      names.push(here ? say(here.label) : step);
    } else if (here?.type === "list" && /^\d+$/.test(step)) {
      names[names.length - 1] = entry(say(here.item.label), Number(step) + 1);
      here = here.item;
    } else {
      names.push(step);
      here = undefined;
    }
  }
  return names.join(" › ");
}
