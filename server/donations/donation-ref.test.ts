import { describe, expect, it } from "vitest";
import { newRef } from "./donation-rows.ts";

describe("a donation's reference", () => {
  it("is long, URL-safe and never starts with a character a spreadsheet reads as a formula", () => {
    // About one random reference in 64 would start with "-": 3,000 of them all but surely include such a draw.
    const refs = Array.from({ length: 3000 }, newRef);
    for (const ref of refs) {
      expect(ref).toMatch(/^[A-Za-z0-9_][A-Za-z0-9_-]{23}$/);
    }
    expect(new Set(refs).size).toBe(3000);
  });
});
