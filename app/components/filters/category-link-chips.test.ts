import { describe, expect, it } from "vitest";
import { chipHref, isCurrentChip } from "./category-link-chips.tsx";

const all = { name: "All", count: 32, value: null };
const civic = { name: "Civic Education", count: 9, value: "civic-education" };
const news = { name: "Civic Education", count: 4, value: "Civic Education" };

describe("category link chips", () => {
  it("link to the list's first page, filtered by the chip's value", () => {
    expect(chipHref("/resources", all)).toBe("/resources");
    expect(chipHref("/resources", civic)).toBe("/resources?category=civic-education");
    expect(chipHref("/news", news)).toBe("/news?category=Civic%20Education");
  });
  it("mark All without a category, otherwise the chip of that value in any case, and none for an unknown one", () => {
    expect(isCurrentChip(all, null)).toBe(true);
    expect(isCurrentChip(civic, null)).toBe(false);
    expect(isCurrentChip(civic, "CIVIC-EDUCATION")).toBe(true);
    expect(isCurrentChip(all, "civic-education")).toBe(false);
    expect([all, civic].some((chip) => isCurrentChip(chip, "unheard-of"))).toBe(false);
  });
});
