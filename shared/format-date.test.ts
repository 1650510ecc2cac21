import { describe, expect, it } from "vitest";
import { formatLongDate, formatShortDate, isoDate } from "./format-date.ts";

describe("date formatting", () => {
  it("shows the en-US long date with a 2-digit day", () => {
    expect(formatLongDate("2026-11-05T09:00:00Z")).toBe("November 05, 2026");
  });
  it("shows the short month for lists", () => {
    expect(formatShortDate("2024-03-03T10:00:00Z")).toBe("Mar 03, 2024");
  });
  it("uses Nairobi time, so a late-evening UTC time is already the next day", () => {
    expect(formatLongDate("2025-12-31T22:30:00Z")).toBe("January 01, 2026");
  });
  it("gives an empty string for missing or invalid dates", () => {
    expect(formatLongDate(null)).toBe("");
    expect(formatShortDate("not a date")).toBe("");
    expect(isoDate(undefined)).toBeUndefined();
  });
});
