import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-policy.ts";

describe("passwordProblem", () => {
  it("accepts a long uncommon passphrase", () => {
    expect(passwordProblem("mango-river-lantern-42")).toBeNull();
  });
  it("refuses short and overlong passwords", () => {
    expect(passwordProblem("short-pass1")).toMatch(/at least 12 characters/);
    expect(passwordProblem("x".repeat(257))).toMatch(/at most 256 characters/);
  });
  it("refuses common passwords whatever their case", () => {
    expect(passwordProblem("Password1234")).toMatch(/most commonly used/);
    expect(passwordProblem("QWERTYUIOP123")).toMatch(/most commonly used/);
    expect(passwordProblem("123456789012")).toMatch(/most commonly used/);
  });
});
