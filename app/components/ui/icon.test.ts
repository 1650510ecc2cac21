import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "./icon.tsx";

const sprite = fs.readFileSync(new URL("./icons.svg", import.meta.url), "utf8");
const STROKES = 'stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"';
const symbols = [...sprite.matchAll(new RegExp(`<symbol id="([^"]+)" viewBox="0 0 24 24" ${STROKES}>`, "g"))].map(
  (m) => m[1],
);

describe("the icons' sprite", () => {
  it("holds one 24×24 symbol drawn in the text's colour for each icon name, and no other", () => {
    expect(symbols).toEqual([...ICON_NAMES]);
    expect((sprite.match(/<symbol\b/g) ?? []).length).toBe(ICON_NAMES.length);
  });

  it("sets no fill and no stroke of its own inside the symbols, so the page's fill (a filled star) holds", () => {
    const shapes = sprite.replace(/<symbol [^>]*>/g, "<symbol>");
    expect(shapes).not.toMatch(/\b(fill|stroke|stroke-width|style)=/);
  });
});
