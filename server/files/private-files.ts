import fs from "node:fs";

/**
 * Files that hold people's data (the SQLite database with its password hashes,
 * second-factor secrets and CVs, backups, the secret key) are readable by the
 * site's own user only: files 0600, folders 0700, whatever the umask, and
 * existing ones are narrowed when the site starts.
 */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/**
 * Creates `dir` 0700, or narrows it to 0700 when it is the site's own (owned by
 * this user and not a shared sticky folder such as /tmp).
 */
export function ensurePrivateDir(dir: string): void {
  const before = fs.statSync(dir, { throwIfNoEntry: false });
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const own = !before || (before.uid === process.getuid?.() && (before.mode & 0o1000) === 0);
  if (own) fs.chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Creates `file` empty (0600) when absent, else narrows its mode to 0600. */
export function ensurePrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, "a", PRIVATE_FILE_MODE));
  fs.chmodSync(file, PRIVATE_FILE_MODE);
}

/** Narrows files that may exist (a database's -wal and -shm files) to 0600. */
export function narrowIfPresent(...files: string[]): void {
  for (const file of files) if (fs.existsSync(file)) fs.chmodSync(file, PRIVATE_FILE_MODE);
}
