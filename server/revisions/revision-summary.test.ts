import { describe, expect, it } from "vitest";
import { changedSummary, restoredSummary } from "./revision-summary.ts";

describe("a revision's summary", () => {
  it("names the fields that changed, in the item's order", () => {
    expect(
      changedSummary({ title: "A", excerpt: "x", featured: false }, { title: "B", excerpt: "y", featured: false }),
    ).toBe("Changed title, excerpt");
    expect(
      changedSummary({ published_at: null, image_url: null }, { published_at: "2026-01-01", image_url: "/a.jpg" }),
    ).toBe("Changed publication time, image");
  });

  it("says when nothing changed, and names a restore", () => {
    expect(changedSummary({ title: "A" }, { title: "A" })).toBe("Saved without changes");
    expect(restoredSummary(4, "2026-01-15T09:00:00.000Z")).toBe("Restored revision 4 of 2026-01-15 09:00 UTC");
  });
});
