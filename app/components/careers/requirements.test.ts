import { describe, expect, it } from "vitest";
import { summariseRequirements } from "./requirements.ts";

describe("summariseRequirements", () => {
  it("shows the first two and counts the rest", () => {
    expect(summariseRequirements(["a", "b", "c", "d"])).toEqual({ visible: ["a", "b"], more: "+2 more" });
    expect(summariseRequirements(["a", "b", "c"])).toEqual({ visible: ["a", "b"], more: "+1 more" });
  });
  it("adds nothing when two or fewer", () => {
    expect(summariseRequirements(["a", "b"])).toEqual({ visible: ["a", "b"], more: null });
    expect(summariseRequirements(["a"])).toEqual({ visible: ["a"], more: null });
    expect(summariseRequirements([])).toEqual({ visible: [], more: null });
  });
});
