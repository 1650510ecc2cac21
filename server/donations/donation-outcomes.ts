import type { DonationStatus, FailureReason } from "../../shared/donations.ts";

/**
 * What an STK push's ResultCode means for the donation: 0 is paid, 1032 the
 * donor cancelled, 1 not enough money, 2001 a wrong PIN, 1037 the phone could
 * not be reached, 1019 the prompt timed out; anything else failed for another reason.
 */
export function outcomeOf(resultCode: number): { status: DonationStatus; reason: FailureReason | null } {
  switch (resultCode) {
    case 0:
      return { status: "paid", reason: null };
    case 1032:
      return { status: "cancelled", reason: null };
    case 1019:
      return { status: "expired", reason: null };
    case 1:
      return { status: "failed", reason: "insufficient_funds" };
    case 2001:
      return { status: "failed", reason: "wrong_pin" };
    case 1037:
      return { status: "failed", reason: "unreachable" };
    default:
      return { status: "failed", reason: "other" };
  }
}

/** How long after the push a donation with no final answer is given up as expired. */
export const EXPIRE_AFTER_MS = 10 * 60_000;

/** When to ask Daraja again after a "still being processed": 15 s, 30 s, 60 s, then every 2 minutes. */
export function nextQueryDelayMs(queriesSoFar: number): number {
  return Math.min(120_000, 15_000 * 2 ** Math.max(0, queriesSoFar - 1));
}
