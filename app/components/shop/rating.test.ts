import { describe, expect, it } from "vitest";
import { ratingLabel, starStates } from "./rating.ts";

describe("starStates", () => {
  it("fills floor(rating) of five stars", () => {
    expect(starStates(4.6)).toEqual([true, true, true, true, false]);
    expect(starStates(3.7).filter(Boolean)).toHaveLength(3);
    expect(starStates(5)).toEqual([true, true, true, true, true]);
  });
  it("stays within 0-5 stars", () => {
    expect(starStates(0.4).filter(Boolean)).toHaveLength(0);
    expect(starStates(7)).toHaveLength(5);
    expect(starStates(-1).filter(Boolean)).toHaveLength(0);
  });
});

describe("ratingLabel", () => {
  it("reads the rating out of 5", () => {
    expect(ratingLabel(4.6)).toBe("Rated 4.6 out of 5");
  });
});
