import { describe, expect, it } from "vitest";
import { hasChanges, MAX_CELLS, wordDiff } from "./word-diff.ts";

describe("wordDiff", () => {
  it("keeps equal texts as one same part, and empty texts as nothing", () => {
    expect(wordDiff("County budget hearing", "County budget hearing")).toEqual([
      { kind: "same", text: "County budget hearing" },
    ]);
    expect(wordDiff("", "")).toEqual([]);
    expect(hasChanges(wordDiff("a b", "a b"))).toBe(false);
  });

  it("marks a replaced phrase as one removal then one addition", () => {
    expect(wordDiff("the old cat sat", "the new dog sat")).toEqual([
      { kind: "same", text: "the " },
      { kind: "removed", text: "old cat " },
      { kind: "added", text: "new dog " },
      { kind: "same", text: "sat" },
    ]);
  });

  it("marks words added and removed in the middle and at the ends", () => {
    expect(wordDiff("Nairobi county hearing", "Kisumu county budget hearing today")).toEqual([
      { kind: "removed", text: "Nairobi " },
      { kind: "added", text: "Kisumu " },
      { kind: "same", text: "county " },
      { kind: "added", text: "budget " },
      { kind: "same", text: "hearing " },
      { kind: "added", text: "today" },
    ]);
    expect(wordDiff("", "new text")).toEqual([{ kind: "added", text: "new text" }]);
    expect(wordDiff("old text", "")).toEqual([{ kind: "removed", text: "old text" }]);
  });

  it("takes a change of spacing alone as no change", () => {
    const parts = wordDiff("one  two\nthree", "one two three");
    expect(hasChanges(parts)).toBe(false);
    expect(parts.map((p) => p.text).join("")).toBe("one two three");
  });

  it("always spells out the later text from its same and added parts", () => {
    const after = "Ward plans were read aloud, then the county assembly heard the views.";
    const parts = wordDiff("Ward plans were shared, and the assembly heard views.", after);
    expect(
      parts
        .filter((p) => p.kind !== "removed")
        .map((p) => p.text)
        .join(""),
    ).toBe(after);
    expect(parts.filter((p) => p.kind === "removed").map((p) => p.text.trim())).toEqual(["shared, and"]);
  });

  it("shows changes too long to align as one removal and one addition", () => {
    const side = Math.ceil(Math.sqrt(MAX_CELLS)) + 1;
    const before = Array.from({ length: side }, (_, i) => `a${i}`).join(" ");
    const after = Array.from({ length: side }, (_, i) => `b${i}`).join(" ");
    expect(wordDiff(`x ${before} y`, `x ${after} y`).map((p) => p.kind)).toEqual(["same", "removed", "added", "same"]);
  });
});
