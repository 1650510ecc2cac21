import type { Kysely } from "kysely";
import { isUniqueViolation } from "../db/errors.ts";
import type { Database } from "../db/schema.ts";
import { hmac, sameSignature } from "./site-secret.ts";

/**
 * The signed time stamp each form carries (field `form_stamp`): when the form
 * was shown, signed with the site secret. It must be at least a few seconds old
 * (a person reads and types) and at most a day old, and it counts once: a
 * message that spends a used stamp goes to Spam (docs/product.md, "Spam"). Pages
 * that carry a stamp are therefore never kept in a cache: each visit gets its own.
 */
export const MIN_FILL_MS = 3000;
export const MAX_STAMP_AGE_MS = 24 * 3600_000;

export function makeStamp(secret: string, now: Date): string {
  const t = String(now.getTime());
  return `${t}.${hmac(secret, `stamp:${t}`)}`;
}

export type StampVerdict = "ok" | "missing" | "forged" | "too-fast" | "expired";

export function judgeStamp(secret: string, stamp: unknown, now: Date): StampVerdict {
  if (typeof stamp !== "string" || !stamp) return "missing";
  const [t, signature] = stamp.split(".");
  if (!t || !signature || !/^\d{1,15}$/.test(t) || !sameSignature(signature, hmac(secret, `stamp:${t}`))) {
    return "forged";
  }
  const age = now.getTime() - Number(t);
  if (age < MIN_FILL_MS) return "too-fast";
  return age > MAX_STAMP_AGE_MS ? "expired" : "ok";
}

/**
 * Records a good stamp as used, in the same table as used proof-of-work answers
 * (one insert: two messages racing with one stamp cannot both spend it). Answers
 * false when it had been used already.
 */
export async function spendStamp(db: Kysely<Database>, stamp: string): Promise<boolean> {
  const shownAt = Number(stamp.split(".")[0]);
  try {
    await db
      .insertInto("proof_of_work_used")
      .values({ signature: `stamp:${stamp}`, expires_at: new Date(shownAt + MAX_STAMP_AGE_MS) })
      .execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
