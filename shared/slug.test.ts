import { describe, expect, it } from "vitest";
import { slugify } from "./slug.ts";

describe("slugify", () => {
  it("lowercases, trims and hyphenates runs of other characters", () => {
    expect(slugify("  Civic Education: Week 1 — Nakuru!  ")).toBe("civic-education-week-1-nakuru");
  });
  it("drops leading and trailing hyphens", () => {
    expect(slugify("--Hello--World--")).toBe("hello-world");
  });
  it("folds accents to plain letters", () => {
    expect(slugify("Café Ngũgĩ")).toBe("cafe-ngugi");
  });
  it("gives an empty slug for a title with no letters or digits", () => {
    expect(slugify("!!!")).toBe("");
  });
});
