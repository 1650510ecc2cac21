import { createChallenge, extractParams, verifySolution } from "altcha-lib/v1";
import type { Challenge } from "altcha-lib/v1/types";
import type { Kysely } from "kysely";
import { isUniqueViolation } from "../db/errors.ts";
import type { Database } from "../db/schema.ts";

/**
 * The self-hosted proof of work (ALTCHA, SHA-256) that the forms solve in the
 * browser when JavaScript runs. The answer travels in the field `proof` as the
 * base64 payload ALTCHA defines; each answer counts once.
 */
export const POW_MAX_NUMBER = 50_000;
const POW_VALID_MS = 30 * 60_000;

export async function newChallenge(secret: string, now: Date): Promise<Challenge> {
  return createChallenge({
    hmacKey: secret,
    maxNumber: POW_MAX_NUMBER,
    expires: new Date(now.getTime() + POW_VALID_MS),
  });
}

export type ProofVerdict = "ok" | "missing" | "invalid" | "expired" | "reused";

/** Checks an answer and records it as used (so it cannot be replayed). */
export async function judgeProof(
  db: Kysely<Database>,
  secret: string,
  proof: unknown,
  now: Date,
): Promise<ProofVerdict> {
  if (typeof proof !== "string" || !proof) return "missing";
  let payload: { signature?: unknown };
  try {
    payload = JSON.parse(Buffer.from(proof, "base64").toString("utf8")) as { signature?: unknown };
  } catch {
    return "invalid";
  }
  if (typeof payload.signature !== "string") return "invalid";
  const valid = await verifySolution(proof, secret, false).catch(() => false);
  if (!valid) return "invalid";
  const expires = Number(extractParams(proof).expires ?? 0) * 1000;
  if (!expires || expires < now.getTime()) return "expired";
  try {
    await db
      .insertInto("proof_of_work_used")
      .values({ signature: payload.signature, expires_at: new Date(expires) })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) return "reused";
    throw error;
  }
  return "ok";
}

export async function purgeUsedProofs(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom("proof_of_work_used").where("expires_at", "<", now).execute();
}
