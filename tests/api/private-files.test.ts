import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGES } from "../../app/content/pages/page-registry.ts";
import { createSecretBox, loadSecretKeyText, SECRET_KEY_FILE } from "../../server/auth/secret-box.ts";
import { totpCode } from "../../server/auth/totp.ts";
import { createBackup } from "../../server/backup/create-backup.ts";
import { createLogger } from "../../server/logger.ts";
import { createServices } from "../../server/services.ts";
import { startUp } from "../../server/start-up.ts";
import { openStorage } from "../../server/uploads/open-storage.ts";
import { type Harness, startHarness } from "./harness.ts";
import { addStaff } from "./staff-support.ts";

const mode = (file: string) => fs.statSync(file).mode & 0o777;

// Whatever the umask says, what the site writes about people is for its own user only.
describe("private files and secrets at rest (SQLite)", () => {
  let h: Harness;
  const umask = process.umask(0o022);

  beforeAll(async () => {
    h = await startHarness("sqlite");
  });
  afterAll(async () => {
    process.umask(umask);
    await h.close();
  });

  it("creates the database 0600 in a 0700 folder, and the secret key 0600", () => {
    const dir = h.services.config.dataDir;
    expect(mode(dir)).toBe(0o700);
    expect(mode(path.join(dir, "uraia.sqlite"))).toBe(0o600);
    expect(mode(path.join(dir, "uraia.sqlite-wal"))).toBe(0o600);
    expect(mode(path.join(dir, SECRET_KEY_FILE))).toBe(0o600);
  });

  it("writes backups 0600", async () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "uraia-backup-mode-")), "b.tar.gz");
    const config = h.services.config;
    await createBackup({ config, storage: await openStorage(config), out });
    expect(mode(out)).toBe(0o600);
  });

  it("stores second-factor secrets encrypted, and seals clear ones from before at start", async () => {
    const person = await addStaff(h, "editor");
    const { secret } = (await (await h.call("POST", "/api/me/totp", { token: person.token })).json()) as {
      secret: string;
    };
    const code = await totpCode(secret, h.clock.now());
    expect((await h.call("POST", "/api/me/totp/confirm", { token: person.token, json: { code } })).status).toBe(200);
    const row = await h.services.db.db
      .selectFrom("users")
      .select("totp_secret")
      .where("email", "=", person.email)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).toMatch(/^enc1:/);
    expect(row.totp_secret).not.toContain(secret);
    const box = createSecretBox(loadSecretKeyText(h.services.config));
    expect(box.open(row.totp_secret as string)).toBe(secret);

    // A secret stored in clear by an earlier version is sealed when the site next starts.
    await h.services.db.db
      .updateTable("users")
      .set({ totp_secret: secret })
      .where("email", "=", person.email)
      .execute();
    await startUp(
      await createServices({
        config: h.services.config,
        db: h.services.db,
        pages: PAGES,
        logger: createLogger("silent"),
        now: h.clock.now,
      }),
    );
    const sealed = await h.services.db.db
      .selectFrom("users")
      .select("totp_secret")
      .where("email", "=", person.email)
      .executeTakeFirstOrThrow();
    expect(sealed.totp_secret).toMatch(/^enc1:/);
    expect(box.open(sealed.totp_secret as string)).toBe(secret);
  });

  it("refuses to open a secret with another key, in one clear sentence", () => {
    const sealed = createSecretBox("a".repeat(32)).seal("JBSWY3DPEHPK3PXP");
    expect(() => createSecretBox("b".repeat(32)).open(sealed)).toThrow(/cannot be opened with this SECRET_KEY/);
  });
});
