import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);

/** Runs a script as `npm run` would and answers its exit code and output. */
async function script(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, args, { env: { ...process.env, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe("command-line scripts end a failure with one clear line", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uraia-cli-"));
  const env = { DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" };
  const garbage = path.join(dataDir, "garbage.tar.gz");
  fs.writeFileSync(garbage, "not an archive");

  it.each([
    [
      ["scripts/restore.ts", "/missing/backup.tar.gz"],
      /^Restore refused: There is no backup file at \/missing\/backup\.tar\.gz\.$/,
    ],
    [["scripts/restore.ts", garbage], /^Restore failed: /],
    [["scripts/restore.ts"], /^Usage: npm run restore -- <backup\.tar\.gz>$/],
    [["scripts/backup.ts", "--out", "/missing/folder/x.tar.gz"], /^Backup failed: /],
    [["scripts/backup.ts", "--bogus"], /^Backup failed: Unknown option '--bogus'/],
    [["scripts/admin.ts", "create", "--email", "=x@example.com"], /is not an email address|failed/],
    [["scripts/admin.ts", "explode"], /^Unknown command "explode"\./],
    [
      ["scripts/admin.ts", "create", "--email", "x@example.com", "--role", "boss"],
      /^Unknown role "boss"\. Use one of: admin, editor, author, finance\.$/,
    ],
  ])("%j", async (args, line) => {
    const result = await script(args, { ...env, ADMIN_PASSWORD: "correct-horse-battery-staple-42" });
    expect(result.code).not.toBe(0);
    const lines = result.stderr.split("\n").filter((l) => l.trim() && !l.startsWith("npm warn"));
    expect(lines[0]).toMatch(line);
    expect(result.stderr).not.toMatch(/^\s+at /m);
    expect(result.stderr).not.toMatch(/node:internal|Node\.js v/);
  });
});

describe("npm run admin -- create --role", () => {
  it("creates the account with the role asked for", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uraia-cli-role-"));
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "silent",
      ADMIN_PASSWORD: "correct-horse-battery-staple-42",
    };
    const result = await script(
      ["scripts/admin.ts", "create", "--email", "wanjiru@example.org", "--role", "editor", "--name", "Wanjiru"],
      env,
    );
    expect(result.stderr).toBe("");
    expect(result.stdout.trim()).toMatch(/^Created a staff account \(Editor\) for wanjiru@example\.org in /);
    const { DatabaseSync } = await import("node:sqlite");
    const db = new DatabaseSync(path.join(dataDir, "uraia.sqlite"));
    expect(db.prepare("select name, role from users where email = ?").get("wanjiru@example.org")).toEqual({
      name: "Wanjiru",
      role: "editor",
    });
    db.close();
  });
});
