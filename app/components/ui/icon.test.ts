import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "./icon.tsx";

const sprite = fs.readFileSync(new URL("./icons.svg", import.meta.url), "utf8");
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]);

describe("the icons' sprite", () => {
  it("holds one 24×24 symbol for each icon name, and no other", () => {
    expect(symbols).toEqual([...ICON_NAMES]);
    expect((sprite.match(/<symbol\b/g) ?? []).length).toBe(ICON_NAMES.length);
  });

  it("draws with the icon's own colour and no fill of its own, so the page sets both", () => {
    expect(sprite).not.toMatch(/\b(fill|stroke|style)=/);
  });
});
