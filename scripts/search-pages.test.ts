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

  it("gathers every page in Kiswahili too, from app/content/sw", () => {
    const english = PAGE_COPY.filter((page) => !page.locale).map((page) => page.path);
    const kiswahili = PAGE_COPY.filter((page) => page.locale === "sw");
    expect(kiswahili.map((page) => page.path)).toEqual(english);
    const contact = kiswahili.find((page) => page.path === "/contact");
    expect(contact?.title).toBe("Wasiliana nasi");
    expect(contact?.text).toContain("Tunajibu ndani ya saa 24.");
  });
});
