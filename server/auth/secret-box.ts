import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "../files/private-files.ts";

/**
 * Encryption at rest for the secrets the database holds for staff (their
 * authenticator apps' secrets): AES-256-GCM under a key from SECRET_KEY, or from
 * DATA_DIR/secret.key, made (0600) on first start when SECRET_KEY is unset.
 * A database copy alone no longer lets anyone compute sign-in codes; the key
 * must be kept with (but apart from) the backups (docs/operations.md, "Secret key").
 */
export type SecretBox = {
  seal(clear: string): string;
  open(stored: string): string;
};

const PREFIX = "enc1:";
export const SECRET_KEY_FILE = "secret.key";

export class SecretKeyError extends Error {
  override name = "SecretKeyError";
}

/** The key's text: SECRET_KEY, else the key file in DATA_DIR (created when missing). */
export function loadSecretKeyText(config: { secretKey: string | undefined; dataDir: string }): string {
  if (config.secretKey) return config.secretKey;
  const file = path.join(config.dataDir, SECRET_KEY_FILE);
  ensurePrivateDir(config.dataDir);
  try {
    fs.writeFileSync(file, `${crypto.randomBytes(32).toString("base64url")}\n`, {
      mode: PRIVATE_FILE_MODE,
      flag: "wx",
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const text = fs.readFileSync(file, "utf8").trim();
  if (text.length < 32) throw new SecretKeyError(`${file} does not hold a key (at least 32 characters).`);
  return text;
}

export function createSecretBox(keyText: string): SecretBox {
  const key = crypto.createHash("sha256").update(`uraia-secret-box:${keyText}`).digest();
  return {
    seal(clear) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(clear, "utf8"), cipher.final()]);
      return `${PREFIX}${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored; // stored before encryption; sealed at the next start
      const bytes = Buffer.from(stored.slice(PREFIX.length), "base64url");
      const decipher = crypto.createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      try {
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
      } catch {
        throw new SecretKeyError(
          "A stored second-factor secret cannot be opened with this SECRET_KEY: use the key the data was written with.",
        );
      }
    },
  };
}

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/** Seals second-factor secrets stored in clear by an earlier version (run at every start; a no-op once done). */
export async function sealClearTotpSecrets(db: Kysely<Database>, box: SecretBox): Promise<number> {
  const rows = await db
    .selectFrom("users")
    .select(["id", "totp_secret", "totp_pending_secret"])
    .where((eb) =>
      eb.or([
        eb.and([eb("totp_secret", "is not", null), eb("totp_secret", "not like", `${PREFIX}%`)]),
        eb.and([eb("totp_pending_secret", "is not", null), eb("totp_pending_secret", "not like", `${PREFIX}%`)]),
      ]),
    )
    .execute();
  const seal = (value: string | null) => (value === null || isSealed(value) ? value : box.seal(value));
  for (const row of rows) {
    await db
      .updateTable("users")
      .set({ totp_secret: seal(row.totp_secret), totp_pending_secret: seal(row.totp_pending_secret) })
      .where("id", "=", row.id)
      .execute();
  }
  return rows.length;
}
