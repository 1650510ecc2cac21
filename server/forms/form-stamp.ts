import { randomBytes } from "node:crypto";
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
  // A few random characters: two forms shown in the same millisecond get different stamps, so
  // neither visitor's message is taken for the other's reused stamp.
  const n = randomBytes(6).toString("base64url");
  return `${t}.${n}.${hmac(secret, `stamp:${t}.${n}`)}`;
}

/**
 * The one shape a stamp has: milliseconds, a dot, 8 random base64url characters, a dot, the
 * base64url signature. Nothing before, between or after. A stamp shown before the random part was
 * added (milliseconds, a dot, the signature) is still read until it expires.
 */
const STAMP_SHAPE = /^(\d{1,15})\.(?:([A-Za-z0-9_-]{8})\.)?([A-Za-z0-9_-]+)$/;

/** A stamp read strictly: its time and signature, and the one spelling that is recorded as spent. */
export type ParsedStamp = { shownAt: number; canonical: string };

/** The stamp's parts when it has exactly the one shape and this site's signature, else null (a forgery). */
export function parseStamp(secret: string, stamp: string): ParsedStamp | null {
  const match = STAMP_SHAPE.exec(stamp);
  if (!match) return null;
  const [, t = "", n, signature = ""] = match;
  const signed = n === undefined ? t : `${t}.${n}`;
  if (!sameSignature(signature, hmac(secret, `stamp:${signed}`))) return null;
  return { shownAt: Number(t), canonical: `${signed}.${signature}` };
}

/** The verdict, with the parsed stamp whenever it is this site's (so it can be spent, however fast or old). */
export type StampJudgement =
  | { verdict: "missing" | "forged"; parsed: null }
  | { verdict: "ok" | "too-fast" | "expired"; parsed: ParsedStamp };

export function judgeStamp(secret: string, stamp: unknown, now: Date): StampJudgement {
  if (typeof stamp !== "string" || !stamp) return { verdict: "missing", parsed: null };
  const parsed = parseStamp(secret, stamp);
  if (!parsed) return { verdict: "forged", parsed: null };
  const age = now.getTime() - parsed.shownAt;
  if (age < MIN_FILL_MS) return { verdict: "too-fast", parsed };
  return { verdict: age > MAX_STAMP_AGE_MS ? "expired" : "ok", parsed };
}

/**
 * Records a good stamp as used, in its canonical spelling, in the same table as used
 * proof-of-work answers (one insert: two messages racing with one stamp cannot both
 * spend it). Answers false when it had been used already.
 */
export async function spendStamp(db: Kysely<Database>, stamp: ParsedStamp): Promise<boolean> {
  try {
    await db
      .insertInto("proof_of_work_used")
      .values({ signature: `stamp:${stamp.canonical}`, expires_at: new Date(stamp.shownAt + MAX_STAMP_AGE_MS) })
      .execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
