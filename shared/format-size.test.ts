import { describe, expect, it } from "vitest";
import { EM_DASH, formatFileSize, formatPages, orDash } from "./format-size.ts";

describe("size formatting", () => {
  it("formats bytes, kilobytes and megabytes", () => {
    expect(formatFileSize(512)).toBe("512B");
    expect(formatFileSize(850 * 1024)).toBe("850KB");
    expect(formatFileSize(2.1 * 1024 * 1024)).toBe("2.1MB");
    expect(formatFileSize(3 * 1024 * 1024)).toBe("3MB");
    expect(formatFileSize(24.6 * 1024 * 1024)).toBe("25MB");
  });
  it("gives the em dash for impossible sizes", () => {
    expect(formatFileSize(-1)).toBe(EM_DASH);
    expect(formatFileSize(Number.NaN)).toBe("—");
  });
  it("defaults empty text fields to the em dash", () => {
    expect(orDash("5 min")).toBe("5 min");
    expect(orDash("  ")).toBe("—");
    expect(orDash(null)).toBe("—");
  });
  it("counts pages in the singular and plural", () => {
    expect(formatPages(1)).toBe("1 page");
    expect(formatPages(48)).toBe("48 pages");
    expect(formatPages(null)).toBe("—");
    expect(formatPages(0)).toBe("—");
  });
});
