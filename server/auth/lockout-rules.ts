/**
 * Sign-in lock-out rules, per email address and per client address. After
 * `free` failures in a row, each further failure locks for twice as long as
 * the last (1, 2, 4… minutes, at most an hour). A day without failures starts over.
 */
export const LOCKOUT = {
  email: { free: 5 },
  ip: { free: 20 },
  firstLockMs: 60_000,
  maxLockMs: 60 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
} as const;

/** How long to lock after the `failures`-th failure in a row (0 = no lock). */
export function lockDurationMs(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(LOCKOUT.firstLockMs * 2 ** (failures - free), LOCKOUT.maxLockMs);
}

/** The answer's wording: 'Too many sign-in attempts. Try again in 3 minutes.' */
export function lockedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}
