import path from "node:path";

/**
 * The direction of imports (docs/product.md, "House rules"):
 * - `server/` and `shared/` never import `app/`; `shared/` never imports `server/`;
 * - page copy (`app/content/`) is the routes' to use: components take their data
 *   and words as props, so a component may import a type from `app/content/` but
 *   never a value, and never a route;
 * - page copy never imports a route, nor a value from a component (types are fine).
 */
export type ImportRef = { from: string; to: string; typeOnly: boolean; line: number };
export type Violation = ImportRef & { rule: string };

const IMPORT = /^\s*(import|export)\s+(type\s+)?([^"';]*?\s+from\s+)?["']([^"']+)["']/gm;
const DYNAMIC = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The relative imports of one file, resolved to repository paths. */
export function importsOf(file: string, source: string): ImportRef[] {
  const refs: ImportRef[] = [];
  const lineOf = (index: number) => source.slice(0, index).split("\n").length;
  const add = (spec: string, typeOnly: boolean, index: number) => {
    if (!spec.startsWith(".")) return;
    refs.push({
      from: file,
      to: path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)),
      typeOnly,
      line: lineOf(index),
    });
  };
  for (const match of source.matchAll(IMPORT)) {
    const clause = match[3] ?? "";
    // `import { type A, type B } from` is type-only too.
    const allTypes = /^\{\s*(type\s+\w+(\s+as\s+\w+)?\s*,?\s*)+\}\s+from\s+$/.test(`${clause.trim()} `);
    add(match[4]!, Boolean(match[2]) || allTypes, match.index);
  }
  for (const match of source.matchAll(DYNAMIC)) add(match[1]!, false, match.index);
  return refs;
}

const under = (file: string, dir: string) => file.startsWith(`${dir}/`);

export function ruleBroken(ref: ImportRef): string | null {
  const { from, to, typeOnly } = ref;
  if ((under(from, "server") || under(from, "shared")) && under(to, "app"))
    return `${from.split("/")[0]}/ never imports app/`;
  if (under(from, "shared") && under(to, "server")) return "shared/ never imports server/";
  if (under(from, "app/components") && under(to, "app/routes")) return "components never import routes";
  if (under(from, "app/components") && under(to, "app/content") && !typeOnly)
    return "components take page copy as props: import only types from app/content";
  if (under(from, "app/content") && under(to, "app/routes")) return "page copy never imports routes";
  if (under(from, "app/content") && under(to, "app/components") && !typeOnly)
    return "page copy imports only types from components";
  return null;
}

export function violations(files: Array<{ file: string; source: string }>): Violation[] {
  const found: Violation[] = [];
  for (const { file, source } of files) {
    if (/\.test\.tsx?$/.test(file)) continue;
    for (const ref of importsOf(file, source)) {
      const rule = ruleBroken(ref);
      if (rule) found.push({ ...ref, rule });
    }
  }
  return found;
}
