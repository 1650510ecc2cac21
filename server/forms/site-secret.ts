import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/**
 * The site's signing secret (form time stamps, proof-of-work challenges,
 * newsletter links). Kept in the database, so every instance signs and checks
 * with the same one; the first instance to start creates it, the others read it.
 */
export async function loadSiteSecret(db: Kysely<Database>, now: Date, name = "forms"): Promise<string> {
  await db
    .insertInto("site_secrets")
    .values({ name, value: crypto.randomBytes(32).toString("base64url"), created_at: now })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("site_secrets").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return row.value;
}

export function hmac(secret: string, text: string, encoding: "base64url" | "hex" = "base64url"): string {
  return crypto.createHmac("sha256", secret).update(text).digest(encoding);
}

/** Constant-time comparison of two signatures. */
export function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
