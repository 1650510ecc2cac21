import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-policy.ts";

describe("passwordProblem", () => {
  it("accepts long uncommon passphrases", () => {
    expect(passwordProblem("mango-river-lantern-42")).toBeNull();
    expect(passwordProblem("papaya-sunrise-harbour-7")).toBeNull();
  });
  it("refuses short and overlong passwords", () => {
    expect(passwordProblem("short-pass1")).toMatch(/at least 12 characters/);
    expect(passwordProblem("x".repeat(257))).toMatch(/at most 256 characters/);
  });
  it("refuses common passwords with the estimator's advice", () => {
    expect(passwordProblem("Password1234")).toBe(
      "This password is too easy to guess. This is similar to a commonly used password. Add more words that are less common. Capitalise more than the first letter.",
    );
    expect(passwordProblem("123456789012")).toMatch(/^This password is too easy to guess\. This is a commonly used/);
    expect(passwordProblem("QWERTYUIOP123")).toMatch(/too easy to guess/);
    expect(passwordProblem("passwordpassword")).toMatch(/Repeated character patterns/);
  });
  it("weighs the person's own email and name", () => {
    expect(passwordProblem("kamauwanjiku")).toBeNull();
    expect(passwordProblem("kamauwanjiku", ["wanjiku.kamau@uraia.org", "Wanjiku Kamau"])).toBe(
      "This password is too easy to guess. There should not be any personal or page related data. Add more words that are less common.",
    );
  });
});
