import { describe, expect, it } from "vitest";
import { FIRST_RETRY_MS, MAX_RETRY_MS, retryDelayMs } from "./backoff.ts";

describe("retryDelayMs", () => {
  it("starts at 30 s and doubles per attempt", () => {
    expect(retryDelayMs(1, () => 0)).toBe(FIRST_RETRY_MS);
    expect(retryDelayMs(2, () => 0)).toBe(2 * FIRST_RETRY_MS);
    expect(retryDelayMs(4, () => 0)).toBe(8 * FIRST_RETRY_MS);
  });

  it("never waits more than an hour, plus at most 20% jitter", () => {
    expect(retryDelayMs(30, () => 0)).toBe(MAX_RETRY_MS);
    expect(retryDelayMs(30, () => 1)).toBe(MAX_RETRY_MS * 1.2);
  });
});
