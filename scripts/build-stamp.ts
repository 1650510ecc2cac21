import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Inputs whose change makes the build stale. */
const SOURCES = ["app", "server", "shared", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"];
/** The build folder: `build`, or URAIA_BUILD_DIR when set. */
export const BUILD_DIR = process.env.URAIA_BUILD_DIR ?? "build";
const STAMP_FILE = path.join(BUILD_DIR, ".source-hash");

function* walk(entry: string): Generator<string> {
  if (!fs.existsSync(entry)) return;
  const stat = fs.statSync(entry);
  if (stat.isFile()) {
    yield entry;
    return;
  }
  for (const name of fs.readdirSync(entry).sort()) yield* walk(path.join(entry, name));
}

/** A hash of the path and content of every build input. */
export function sourceHash(root = process.cwd()): string {
  const hash = createHash("sha256");
  for (const source of SOURCES) {
    for (const file of walk(path.join(root, source))) {
      hash.update(path.relative(root, file));
      hash.update(fs.readFileSync(file));
    }
  }
  return hash.digest("hex");
}

export function buildIsCurrent(root = process.cwd()): boolean {
  const stamp = path.resolve(root, STAMP_FILE);
  return (
    fs.existsSync(path.resolve(root, BUILD_DIR, "server/index.js")) &&
    fs.existsSync(stamp) &&
    fs.readFileSync(stamp, "utf8") === sourceHash(root)
  );
}

export function writeStamp(root = process.cwd()): void {
  fs.writeFileSync(path.resolve(root, STAMP_FILE), sourceHash(root));
}
