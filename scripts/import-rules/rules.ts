import path from "node:path";
import { cycles, reachViolations } from "./graph.ts";

/**
 * The direction of imports (docs/product.md, "House rules"):
 * - `server/` and `shared/` never import `app/`; `shared/` never imports `server/`;
 * - page copy (`app/content/`) is the routes' to use: components take their data
 *   and words as props, so a component may import a type from `app/content/` but
 *   never a value, and never a route;
 * - page copy never imports a route, nor a value from a component (types are fine);
 * - a subject's row file in `server/` (`*-row.ts`, `*-rows.ts`: how its rows are
 *   read and written) is imported only inside its own folder; other subjects go
 *   through its service. Types are fine.
 */
export type ImportRef = { from: string; to: string; typeOnly: boolean; line: number; lazy?: boolean };
export type Violation = ImportRef & { rule: string };

const IMPORT = /^\s*(import|export)\s+(type\s+)?([^"';]*?\s+from\s+)?["']([^"']+)["']/gm;
const DYNAMIC = /(\btypeof\s+)?\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The relative imports of one file, resolved to repository paths. */
export function importsOf(file: string, source: string): ImportRef[] {
  const refs: ImportRef[] = [];
  const lineOf = (index: number) => source.slice(0, index).split("\n").length;
  const add = (spec: string, typeOnly: boolean, index: number, lazy = false) => {
    if (!spec.startsWith(".")) return;
    const to = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
    refs.push({ from: file, to, typeOnly, line: lineOf(index), ...(lazy ? { lazy } : {}) });
  };
  for (const match of source.matchAll(IMPORT)) {
    const clause = match[3] ?? "";
    // `import { type A, type B } from` is type-only too.
    const allTypes = /^\{\s*(type\s+\w+(\s+as\s+\w+)?\s*,?\s*)+\}\s+from\s+$/.test(`${clause.trim()} `);
    add(match[4]!, Boolean(match[2]) || allTypes, match.index);
  }
  // `import("./x.ts")` loads lazily; `typeof import("./x.ts")` is a type.
  for (const match of source.matchAll(DYNAMIC)) add(match[2]!, Boolean(match[1]), match.index, true);
  return refs;
}

const under = (file: string, dir: string) => file.startsWith(`${dir}/`);
const isRowFile = (file: string) => under(file, "server") && /-rows?\.ts$/.test(file);

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
  if (isRowFile(to) && !typeOnly && !under(from, path.posix.dirname(to)))
    return "a subject's row file is imported only inside its folder: go through its service";
  return null;
}

/**
 * The file an import names, as Node and the bundler would find it: the path as
 * written, else with `.ts`/`.tsx` added, else a directory's `index.ts`/`index.tsx`
 * (`.js` written for a `.ts` file is read as the `.ts`). An import written
 * without its extension or through a directory is still an edge of the graph;
 * Biome's useImportExtensions asks for the extension, this keeps the check whole
 * until it is written.
 */
export function resolveImport(to: string, files: ReadonlySet<string>): string {
  const candidates = [
    to,
    ...(/\.jsx?$/.test(to) ? [to.replace(/\.js(x?)$/, ".ts$1")] : []),
    `${to}.ts`,
    `${to}.tsx`,
    `${to}/index.ts`,
    `${to}/index.tsx`,
  ];
  return candidates.find((file) => files.has(file)) ?? to;
}

/** Every broken rule: each import on its own, then the whole graph (scripts/import-rules/graph.ts). Tests may import anything. */
export function violations(files: Array<{ file: string; source: string }>): Violation[] {
  const all = new Set(files.map(({ file }) => file));
  const checked = files.filter(({ file }) => !/\.test\.tsx?$/.test(file));
  const refs = checked
    .flatMap(({ file, source }) => importsOf(file, source))
    .map((ref) => ({ ...ref, to: resolveImport(ref.to, all) }));
  const found: Violation[] = [];
  for (const ref of refs) {
    const rule = ruleBroken(ref);
    if (rule) found.push({ ...ref, rule });
  }
  const known = new Set(checked.map(({ file }) => file));
  return [...found, ...cycles(refs, known), ...reachViolations(refs, known)];
}
