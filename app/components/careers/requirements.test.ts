import { describe, expect, it } from "vitest";
import { cardLabels } from "../../content/shell.ts";
import { cardLabels as swLabels } from "../../content/sw/shell.ts";
import { summariseRequirements } from "./requirements.ts";

describe("summariseRequirements", () => {
  it("shows the first two and counts the rest in the page's words", () => {
    expect(summariseRequirements(["a", "b", "c", "d"], cardLabels.moreCount)).toEqual({
      visible: ["a", "b"],
      more: "+2 more",
    });
    expect(summariseRequirements(["a", "b", "c"], swLabels.moreCount)).toEqual({
      visible: ["a", "b"],
      more: "+1 zaidi",
    });
  });
  it("says nothing more when all are shown", () => {
    expect(summariseRequirements(["a", "b"], cardLabels.moreCount)).toEqual({ visible: ["a", "b"], more: null });
    expect(summariseRequirements(["a"], cardLabels.moreCount)).toEqual({ visible: ["a"], more: null });
    expect(summariseRequirements([], cardLabels.moreCount)).toEqual({ visible: [], more: null });
  });
});
