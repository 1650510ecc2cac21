import { describe, expect, it } from "vitest";
import { distance, nearest } from "./suggestion.ts";

describe("did you mean", () => {
  it("counts a swapped pair of letters as one change", () => {
    expect(distance("bugdet", "budget")).toBe(1);
    expect(distance("budjet", "budget")).toBe(1);
    expect(distance("kaunti", "kaunti")).toBe(0);
    expect(distance("ugatuz", "ugatuzi")).toBe(1);
  });

  it("takes the nearest, the most common among equals, and nothing too far or already known", () => {
    expect(nearest("bugdet", ["budgets", "budget", "bulletin"])).toBe("budget");
    expect(nearest("budjet", ["budget", "budgets"])).toBe("budget");
    expect(nearest("budget", ["budget", "budgets"])).toBeNull();
    expect(nearest("wrd", ["ward", "word"])).toBe("ward");
    expect(nearest("xyzzy", ["budget"])).toBeNull();
  });
});
