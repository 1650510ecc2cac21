import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { judgeStamp, spendStamp } from "./form-stamp.ts";
import { judgeProof } from "./proof-of-work.ts";
import { judgeSignals, type SpamSignal, textSignals } from "./spam-signals.ts";

/**
 * How the forms tell people from robots without a third party (docs/product.md,
 * "Spam"). The fields travel with the form like any other:
 * - `website`: a honeypot people never see; filled in, the message is dropped
 *   with a normal-looking answer;
 * - `form_stamp`: when the form was shown (signed); missing, forged, more than
 *   a day old or used before, the message goes to Spam; sent within seconds it
 *   is only one signal among others (a browser may fill the form in for a person);
 * - `proof`: the proof-of-work answer the browser computes with JavaScript; a
 *   wrong, expired or reused one sends it to Spam, a solved one speaks for the
 *   sender (no answer at all is fine: visitors without JavaScript cannot compute one);
 * - links and known spam phrases in the text.
 * The signals are weighed together in `spam-signals.ts`.
 */
export const HONEYPOT_FIELD = "website";
export const STAMP_FIELD = "form_stamp";
export const PROOF_FIELD = "proof";

/** A filled-in honeypot: a robot. Its message is dropped with a normal-looking answer. */
export function isHoneypotFilled(fields: Record<string, unknown>): boolean {
  const value = fields[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}

/** What the stamp says: a validly signed stamp (however fast) is spent, so it counts once. */
async function stampSignal(
  db: Kysely<Database>,
  secret: string,
  stamp: unknown,
  now: Date,
): Promise<SpamSignal | null> {
  const judged = judgeStamp(secret, stamp, now);
  if (judged.parsed === null) return { kind: "stamp", verdict: judged.verdict };
  if (judged.verdict === "expired") return { kind: "stamp", verdict: "expired" };
  if (!(await spendStamp(db, judged.parsed))) return { kind: "stamp", verdict: "reused" };
  return judged.verdict === "too-fast" ? { kind: "stamp", verdict: judged.verdict } : null;
}

/** Why a checked message looks like spam, or null when it does not. */
export async function judgeSpam(
  db: Kysely<Database>,
  secret: string,
  fields: Record<string, unknown>,
  text: string,
  now: Date,
): Promise<string | null> {
  const stamp = await stampSignal(db, secret, fields[STAMP_FIELD], now);
  const proof = await judgeProof(db, secret, fields[PROOF_FIELD], now);
  const signals: SpamSignal[] = [...textSignals(text)];
  if (stamp) signals.unshift(stamp);
  if (proof !== "missing") signals.push({ kind: "proof", verdict: proof });
  return judgeSignals(signals);
}
