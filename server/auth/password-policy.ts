import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_ADVICE } from "../../shared/password-advice/en.ts";

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;
/** zxcvbn's scale 0–4; 3 is "safely unguessable: moderate protection from offline slow-hash attacks". */
const MIN_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

/**
 * The strength estimator (zxcvbn-ts) with its maintained dictionaries of common
 * passwords and words and its keyboard layouts.
 */
function strength(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary,
    graphs: adjacencyGraphs,
    translations: PASSWORD_ADVICE,
  });
  return estimator;
}

/** Builds the estimator now, so the first sign-up does not pay for loading its dictionaries. */
export function loadPasswordPolicy(): void {
  strength();
}

/**
 * Why a new staff password is not acceptable, or null when it is: 12–256
 * characters, and not easy to guess by the estimator (which also weighs the
 * person's own email and name), with its advice.
 */
export function passwordProblem(password: string, personal: string[] = []): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  if (length > PASSWORD_MAX_LENGTH) return `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
  const inputs = personal.flatMap((value) => [value, ...value.toLowerCase().split(/[^a-z0-9]+/)]).filter(Boolean);
  // The estimator's cost grows with length; the first 100 characters decide.
  const result = strength().check(password.slice(0, 100), inputs);
  if (result.score >= MIN_SCORE) return null;
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(" ");
  return `This password is too easy to guess.${advice ? ` ${advice}` : ""}`;
}
