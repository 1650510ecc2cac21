import { describe, expect, it } from "vitest";
import { baseSlug, firstFreeSlug } from "./unique-slug.ts";

describe("baseSlug", () => {
  it("follows the slug rule", () => {
    expect(baseSlug("  Youth & Budget Hearings — Kajiado ", "news")).toBe("youth-budget-hearings-kajiado");
  });
  it("falls back when nothing is left", () => {
    expect(baseSlug("!!!", "news")).toBe("news");
  });
  it("never gives an all-digit slug", () => {
    expect(baseSlug("2025", "news")).toBe("news-2025");
  });
});

describe("firstFreeSlug", () => {
  it("keeps a free slug", () => {
    expect(firstFreeSlug("town-hall", new Set())).toBe("town-hall");
  });
  it("adds -2, -3… on a clash", () => {
    expect(firstFreeSlug("town-hall", new Set(["town-hall"]))).toBe("town-hall-2");
    expect(firstFreeSlug("town-hall", new Set(["town-hall", "town-hall-2"]))).toBe("town-hall-3");
  });
  it("fills the first gap", () => {
    expect(firstFreeSlug("a", new Set(["a", "a-3"]))).toBe("a-2");
  });
});
