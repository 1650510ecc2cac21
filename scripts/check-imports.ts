import fs from "node:fs";
import path from "node:path";
import { violations } from "./import-rules/rules.ts";

/** `npm run check` runs this: fails on any import against the direction rules (scripts/import-rules). */
const ROOTS = ["app", "server", "shared"];

function walk(dir: string, out: string[]) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || entry.name === "node_modules" || entry.name === "+types") continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.(ts|tsx)$/.test(entry.name)) out.push(full.split(path.sep).join("/"));
  }
}

const files: string[] = [];
for (const root of ROOTS) walk(root, files);
const found = violations(files.map((file) => ({ file, source: fs.readFileSync(file, "utf8") })));
for (const v of found) console.error(`${v.from}:${v.line}: imports ${v.to}: ${v.rule}`);
if (found.length) process.exit(1);
console.log(`imports: ${files.length} files follow the direction rules`);
