import { describe, expect, it } from "vitest";
import { reordered, targetIndex } from "./move-target.ts";

describe("targetIndex", () => {
  it("takes one step, a position or an end, and never leaves the list", () => {
    expect(targetIndex({ direction: "up" }, 3, 5)).toBe(2);
    expect(targetIndex({ direction: "up" }, 0, 5)).toBe(0);
    expect(targetIndex({ direction: "down" }, 4, 5)).toBe(4);
    expect(targetIndex({ to: "top" }, 4, 5)).toBe(0);
    expect(targetIndex({ to: "bottom" }, 0, 5)).toBe(4);
    expect(targetIndex({ position: 2 }, 0, 5)).toBe(2);
    expect(targetIndex({ position: 99 }, 0, 5)).toBe(4);
  });
});

describe("reordered", () => {
  it("moves one entry and keeps the others in their order", () => {
    expect(reordered(["a", "b", "c", "d"], 3, 0)).toEqual(["d", "a", "b", "c"]);
    expect(reordered(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(reordered(["a", "b"], 1, 1)).toEqual(["a", "b"]);
  });
});
