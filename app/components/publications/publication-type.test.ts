import { describe, expect, it } from "vitest";
import { featuredFirst, GREY_TYPE, publicationTypeClass } from "./publication-type.ts";

describe("publication types and order", () => {
  it("gives each of the six named types its own colour and any other type grey", () => {
    const named = [
      "Conference Report",
      "Research Report",
      "Policy Brief",
      "Impact Report",
      "Policy Analysis",
      "Advocacy Document",
    ].map(publicationTypeClass);
    expect(new Set(named).size).toBe(6);
    expect(named).not.toContain(GREY_TYPE);
    expect(publicationTypeClass("Report")).toBe(GREY_TYPE);
    expect(publicationTypeClass("Executive Summary")).toBe(GREY_TYPE);
  });
  it("puts featured publications first and keeps the order otherwise", () => {
    const items = [
      { id: 1, featured: false },
      { id: 2, featured: true },
      { id: 3, featured: false },
      { id: 4, featured: true },
    ];
    expect(featuredFirst(items).map((p) => p.id)).toEqual([2, 4, 1, 3]);
  });
});
