import { describe, expect, it } from "vitest";
import { categoryId } from "../../../shared/collections/categories.ts";
import { activeCategory, filterByCategory } from "./category-filter.ts";

const categories = [
  { name: "All", count: 5 },
  { name: "Policy Briefs", count: 3 },
  { name: "Videos", count: 2 },
];
const items = [
  { id: 1, category: "Policy Briefs" },
  { id: 2, category: "Videos" },
  { id: 3, category: "Policy Briefs" },
];

describe("category filter", () => {
  it("ids chips by their slug", () => {
    expect(categoryId("Policy Briefs")).toBe("policy-briefs");
    expect(categoryId("All")).toBe("all");
  });
  it("starts on All unless the URL names a known category", () => {
    expect(activeCategory(categories, null)).toBe("all");
    expect(activeCategory(categories, "videos")).toBe("videos");
    expect(activeCategory(categories, "unknown")).toBe("all");
  });
  it("keeps only the items of the active category", () => {
    expect(filterByCategory(items, "all").map((i) => i.id)).toEqual([1, 2, 3]);
    expect(filterByCategory(items, "policy-briefs").map((i) => i.id)).toEqual([1, 3]);
    expect(filterByCategory(items, "videos").map((i) => i.id)).toEqual([2]);
  });
});
