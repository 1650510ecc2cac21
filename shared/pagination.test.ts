import { describe, expect, it } from "vitest";
import { pageCount, pageHref, pageNumbers, parsePage } from "./pagination.ts";

describe("public pagination", () => {
  it("reads ?page= strictly", () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage("7")).toBe(7);
    for (const bad of ["0", "-1", "2.5", "two", "02", "", "1e3"]) expect(parsePage(bad)).toBe("invalid");
  });

  it("counts pages, never fewer than one", () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(10_000, 24)).toBe(417);
  });

  it("shows the first, the last and the neighbours, with gaps", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 5)).toEqual([1, 2, null, 5]);
    expect(pageNumbers(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(200, 417)).toEqual([1, null, 199, 200, 201, null, 417]);
    expect(pageNumbers(417, 417)).toEqual([1, null, 416, 417]);
  });

  it("links page 1 without a parameter and keeps the category", () => {
    expect(pageHref("/news", { category: null }, 1)).toBe("/news");
    expect(pageHref("/news", { category: "Civic Education" }, 3)).toBe("/news?category=Civic+Education&page=3");
  });
});
