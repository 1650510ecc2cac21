import { describe, expect, it } from "vitest";
import { monthsUpTo } from "./books-summary.ts";

describe("the months the open books show", () => {
  it("are the 24 months up to the current one, oldest first, across year ends", () => {
    const months = monthsUpTo("2026-01-31", 24);
    expect(months).toHaveLength(24);
    expect(months.slice(0, 2)).toEqual(["2024-02", "2024-03"]);
    expect(months.slice(-3)).toEqual(["2025-11", "2025-12", "2026-01"]);
    expect(monthsUpTo("2026-12-01", 2)).toEqual(["2026-11", "2026-12"]);
  });
});
