import { describe, expect, it } from "vitest";
import { failureDelayMs, lockDurationMs, lockedMessage } from "./lockout-rules.ts";

describe("lockDurationMs", () => {
  it("does not lock before the free attempts are used", () => {
    expect(lockDurationMs(4, 5)).toBe(0);
  });
  it("doubles from one minute up to an hour", () => {
    expect(lockDurationMs(5, 5)).toBe(60_000);
    expect(lockDurationMs(6, 5)).toBe(120_000);
    expect(lockDurationMs(7, 5)).toBe(240_000);
    expect(lockDurationMs(30, 5)).toBe(3_600_000);
  });
});

describe("failureDelayMs", () => {
  it("adds nothing for the first ten failures, then doubles up to three seconds", () => {
    expect(failureDelayMs(10)).toBe(0);
    expect(failureDelayMs(11)).toBe(100);
    expect(failureDelayMs(12)).toBe(200);
    expect(failureDelayMs(40)).toBe(3_000);
  });
});

describe("lockedMessage", () => {
  it("rounds up to whole minutes", () => {
    expect(lockedMessage(1)).toBe("Too many sign-in attempts. Try again in 1 minute.");
    expect(lockedMessage(61)).toBe("Too many sign-in attempts. Try again in 2 minutes.");
  });
});
