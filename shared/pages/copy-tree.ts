/**
 * Copy trees (shared/pages/page-contract.ts): plain objects of groups, lists and
 * leaves. The helpers every part of page copy shares: the partial merge of an
 * edit (objects merge, arrays and leaves replace), paths such as `hero.title`
 * and `values.2.description`, and their patterns (`values.*.description`).
 */
export type CopyTree = Record<string, unknown>;

export const isPlainObject = (value: unknown): value is CopyTree =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `patch` over `base`: nested objects merge, arrays and leaves replace; neither input is changed. */
export function mergeCopy<T>(base: T, patch: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(patch)) return (patch === undefined ? base : patch) as T;
  const out: CopyTree = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    out[key] = isPlainObject(value) && isPlainObject(out[key]) ? mergeCopy(out[key], value) : value;
  }
  return out as T;
}

/** The value at `path` (dot-separated; list entries by index), or undefined. */
export function valueAt(tree: unknown, path: string): unknown {
  let here: unknown = tree;
  for (const part of path.split(".")) {
    if (Array.isArray(here)) here = here[Number(part)];
    else if (isPlainObject(here)) here = here[part];
    else return undefined;
  }
  return here;
}

export const joinPath = (parent: string, key: string | number) => (parent ? `${parent}.${key}` : String(key));

/** A path's pattern: list indexes as `*` (`values.2.icon` → `values.*.icon`). */
export const pathPattern = (path: string) =>
  path
    .split(".")
    .map((part) => (/^\d+$/.test(part) ? "*" : part))
    .join(".");

/** `a` is `b`, or one of them lies inside the other (`values` and `values.2.title`). */
export const pathsOverlap = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
