import { describe, expect, it } from "vitest";
import { confirmToken, readConfirmToken, readUnsubscribeToken, unsubscribeToken } from "./newsletter-tokens.ts";

describe("newsletter links", () => {
  it("reads back what it signed", () => {
    const token = confirmToken("s", 42, "abcdef0123456789", 1_800_000_000_000);
    expect(readConfirmToken("s", token)).toEqual({ id: 42, nonce: "abcdef0123456789", expiresAt: 1_800_000_000_000 });
    expect(readUnsubscribeToken("s", unsubscribeToken("s", 42))).toBe(42);
  });
  it("refuses altered, foreign and malformed links", () => {
    const token = confirmToken("s", 42, "abcdef0123456789", 1_800_000_000_000);
    expect(readConfirmToken("s", token.replace("42.", "43."))).toBeNull();
    expect(readConfirmToken("s", token.replace("1800000000000", "1900000000000"))).toBeNull();
    expect(readConfirmToken("t", token)).toBeNull();
    expect(readConfirmToken("s", "nonsense")).toBeNull();
    expect(readConfirmToken("s", undefined)).toBeNull();
    expect(readUnsubscribeToken("s", unsubscribeToken("s", 42).replace(/^42/, "41"))).toBeNull();
    expect(readUnsubscribeToken("t", unsubscribeToken("s", 42))).toBeNull();
  });
});
