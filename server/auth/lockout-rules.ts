/**
 * Sign-in lock-out rules (docs/product.md, "Sign-in limits"). Attempts are
 * counted per email and address together (`pair`) and per address (`ip`);
 * after `free` attempts without a success, each further one locks that key for
 * twice as long as the last (1, 2, 4… minutes, at most an hour). A day without
 * attempts starts over. Per email alone nothing is ever locked: failures there
 * only slow the answers to further failures, so someone who knows a staff
 * email cannot lock its owner out.
 */
export const LOCKOUT = {
  pair: { free: 5 },
  ip: { free: 20 },
  firstLockMs: 60_000,
  maxLockMs: 60 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
  /** Failures for one email (from anywhere) before wrong answers start to slow down. */
  emailFreeFailures: 10,
  /** The slow-down of a wrong answer doubles per failure up to this. */
  maxFailureDelayMs: 3_000,
} as const;

/** How long to lock after the `attempts`-th attempt in a row (0 = no lock). */
export function lockDurationMs(attempts: number, free: number): number {
  if (attempts < free) return 0;
  return Math.min(LOCKOUT.firstLockMs * 2 ** (attempts - free), LOCKOUT.maxLockMs);
}

/** How long to hold a wrong answer after `failures` failures for one email. */
export function failureDelayMs(failures: number): number {
  if (failures <= LOCKOUT.emailFreeFailures) return 0;
  return Math.min(100 * 2 ** (failures - LOCKOUT.emailFreeFailures - 1), LOCKOUT.maxFailureDelayMs);
}

/** The answer's wording: 'Too many sign-in attempts. Try again in 3 minutes.' */
export function lockedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}
