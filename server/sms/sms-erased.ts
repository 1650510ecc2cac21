import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { hmac, loadSiteSecret } from "../forms/site-secret.ts";

/**
 * A suppressed number whose owner asked for erasure (docs/product.md, "Data
 * protection"): its suppression stays, under a one-way keyed hash of the number
 * instead of the number, so that it is never texted again while nothing readable
 * about it is kept. The key is a database-kept secret: a plain hash of a phone
 * number could be reversed by trying every number.
 */
const ERASED_SECRET = "sms-erased-numbers";
export const ERASED_PREFIX = "erased:";

export async function erasedKey(db: Kysely<Database>, phone: string, now: Date): Promise<string> {
  return ERASED_PREFIX + hmac(await loadSiteSecret(db, now, ERASED_SECRET), phone, "hex");
}

/** The keys a number's suppression may be kept under: the number, and its hash once erased. */
export async function suppressionKeys(db: Kysely<Database>, phone: string, now: Date): Promise<string[]> {
  return [phone, await erasedKey(db, phone, now)];
}

/** Of `phones`, those suppressed under their erased hash. */
export async function erasedSuppressed(db: Kysely<Database>, phones: string[], now: Date): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const secret = await loadSiteSecret(db, now, ERASED_SECRET);
  const byKey = new Map(phones.map((phone) => [ERASED_PREFIX + hmac(secret, phone, "hex"), phone]));
  const rows = await db
    .selectFrom("sms_suppressions")
    .select("phone")
    .where("phone", "in", [...byKey.keys()])
    .execute();
  return new Set(rows.map((r) => byKey.get(r.phone) ?? ""));
}
