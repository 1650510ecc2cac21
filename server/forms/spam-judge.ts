import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { judgeStamp, spendStamp } from "./form-stamp.ts";
import { judgeProof } from "./proof-of-work.ts";

/**
 * How the forms tell people from robots without a third party (docs/product.md,
 * "Spam"). The fields travel with the form like any other:
 * - `website`: a honeypot people never see; filled in, the message is dropped
 *   with a normal-looking answer;
 * - `form_stamp`: when the form was shown (signed); missing, forged, sent
 *   within seconds, more than a day old or used before, the message goes to the
 *   Spam folder;
 * - `proof`: the proof-of-work answer the browser computes with JavaScript; a
 *   wrong, expired or reused one sends it to Spam (no answer at all is fine:
 *   visitors without JavaScript cannot compute one).
 * - A text full of links also goes to Spam.
 */
export const HONEYPOT_FIELD = "website";
export const STAMP_FIELD = "form_stamp";
export const PROOF_FIELD = "proof";

const MAX_LINKS = 3;

/** A filled-in honeypot: a robot. Its message is dropped with a normal-looking answer. */
export function isHoneypotFilled(fields: Record<string, unknown>): boolean {
  const value = fields[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}

const STAMP_REASONS = {
  missing: "The form's time stamp was missing.",
  forged: "The form's time stamp was not signed by this site.",
  "too-fast": "Sent within 3 seconds of the form being shown.",
  expired: "The form's time stamp was more than a day old.",
  reused: "The form's time stamp had already been used for another message.",
} as const;

const PROOF_REASONS = {
  invalid: "The proof-of-work answer was wrong.",
  expired: "The proof-of-work answer had expired.",
  reused: "The proof-of-work answer had already been used.",
} as const;

/** Why a checked message looks like spam, or null when it does not. */
export async function judgeSpam(
  db: Kysely<Database>,
  secret: string,
  fields: Record<string, unknown>,
  text: string,
  now: Date,
): Promise<string | null> {
  const stamp = judgeStamp(secret, fields[STAMP_FIELD], now);
  if (stamp !== "ok") return STAMP_REASONS[stamp];
  if (!(await spendStamp(db, fields[STAMP_FIELD] as string))) return STAMP_REASONS.reused;
  const proof = await judgeProof(db, secret, fields[PROOF_FIELD], now);
  if (proof !== "ok" && proof !== "missing") return PROOF_REASONS[proof];
  const links = text.match(/https?:\/\/|www\./gi)?.length ?? 0;
  if (links > MAX_LINKS) return `The text holds ${links} links.`;
  return null;
}
