import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PREVIEW, renderPreview, wrapTitle } from "./preview-card.ts";

describe("link-preview images", () => {
  it("wraps a long title into at most three lines with an ellipsis", () => {
    expect(wrapTitle("Short title", 30, 3)).toEqual(["Short title"]);
    const lines = wrapTitle(
      "Kajiado Youth Take the Floor at County Budget Hearings and Ask Hard Questions About Ward Development Funds",
      30,
      3,
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]?.endsWith("…")).toBe(true);
  });

  it("renders a 1200×630 JPEG under 300 KB, from artwork or from the item's own image", async () => {
    const photo = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .png()
      .toBuffer();
    for (const image of [null, photo]) {
      const jpeg = await renderPreview("budget-hearings", { kicker: "News", title: "Budget hearings" }, image);
      const meta = await sharp(jpeg).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", PREVIEW.width, PREVIEW.height]);
      expect(jpeg.length).toBeLessThan(PREVIEW.maxBytes);
    }
  });
});
