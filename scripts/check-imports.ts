import fs from "node:fs";
import path from "node:path";
import { type Violation, violations } from "./import-rules/rules.ts";

/**
 * `npm run check` runs this: fails on any import against the direction rules,
 * on a runtime import cycle and on what reaches across the rules through other
 * modules (scripts/import-rules). `node scripts/check-imports.ts <dir>` checks
 * another tree (the fixtures in scripts/fixtures/imports do).
 */
const ROOTS = ["app", "server", "shared"];

function walk(root: string, dir: string, out: string[]) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || entry.name === "node_modules" || entry.name === "+types") continue;
    const child = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) walk(root, child, out);
    else if (/\.(ts|tsx)$/.test(entry.name)) out.push(child);
  }
}

/** The files checked below `root` (paths relative to it) and the rules they break. */
export function checkTree(root: string): { files: number; found: Violation[] } {
  const files: string[] = [];
  for (const dir of ROOTS) walk(root, dir, files);
  const found = violations(files.map((file) => ({ file, source: fs.readFileSync(path.join(root, file), "utf8") })));
  return { files: files.length, found };
}

export const describeViolation = (v: Violation) => `${v.from}:${v.line}: imports ${v.to}: ${v.rule}`;

if (import.meta.main) {
  const { files, found } = checkTree(process.argv[2] ?? ".");
  for (const v of found) console.error(describeViolation(v));
  if (found.length) process.exit(1);
  console.log(`imports: ${files} files follow the direction rules`);
}
