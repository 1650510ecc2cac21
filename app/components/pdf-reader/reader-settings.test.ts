import { describe, expect, it } from "vitest";
import { rotate, ZOOM, zoomIn, zoomOut } from "./reader-settings.ts";

describe("PDF reader zoom and rotation", () => {
  it("zooms in steps of 25 between 50 and 300", () => {
    expect(ZOOM.initial).toBe(100);
    expect(zoomIn(100)).toBe(125);
    expect(zoomOut(100)).toBe(75);
    expect(zoomOut(50)).toBe(50);
    expect(zoomIn(300)).toBe(300);
    expect(zoomIn(290)).toBe(300);
  });
  it("rotates by 90 degrees and wraps after a full turn", () => {
    expect(rotate(0)).toBe(90);
    expect(rotate(270)).toBe(0);
  });
});
