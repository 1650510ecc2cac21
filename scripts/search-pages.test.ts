import { describe, expect, it } from "vitest";
import { PAGE_COPY } from "../server/search/page-copy.ts";
import { gatherPageCopy } from "./search-pages.ts";

describe("npm run search:pages", () => {
  it("the checked-in copy of the static pages is the content modules' current copy", async () => {
    // Failing? Run `npm run search:pages` and commit server/search/page-copy.ts.
    expect(await gatherPageCopy()).toEqual(PAGE_COPY);
  });

  it("gathers every page's title, description and words", async () => {
    const home = PAGE_COPY.find((page) => page.path === "/");
    expect(home?.text).toContain("Know your rights. Shape your county.");
    expect(PAGE_COPY.map((page) => page.path)).toEqual(expect.arrayContaining(["/about", "/donate", "/contact"]));
    expect(PAGE_COPY.every((page) => page.title && page.description && page.text)).toBe(true);
  });
});
