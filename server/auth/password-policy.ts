import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

let common: Set<string> | undefined;

/**
 * The shipped list of commonly used passwords (server/auth/common-passwords.txt,
 * made by scripts/generate-common-passwords.ts). Found beside this module when run
 * from source, or under the working directory when run from the built bundle.
 */
function commonPasswords(): Set<string> {
  if (common) return common;
  const candidates = [
    fileURLToPath(new URL("./common-passwords.txt", import.meta.url)),
    path.resolve("server/auth/common-passwords.txt"),
  ];
  const file = candidates.find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`common-passwords.txt not found (looked in ${candidates.join(", ")})`);
  common = new Set(fs.readFileSync(file, "utf8").split("\n").filter(Boolean));
  return common;
}

/** Loads the list now, so a missing file stops start-up rather than a sign-up. */
export function loadPasswordPolicy(): void {
  commonPasswords();
}

/** Why a new staff password is not acceptable, or null when it is. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  if (length > PASSWORD_MAX_LENGTH) return `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
  if (commonPasswords().has(password.toLowerCase()) || commonPasswords().has(password.trim().toLowerCase())) {
    return "That password is one of the most commonly used passwords. Please choose another.";
  }
  return null;
}
