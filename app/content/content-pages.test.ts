import { describe, expect, it } from "vitest";
import { DEMO_MEDIA } from "../../server/demo/collections/demo-media.ts";
import { DEMO_PRODUCTS } from "../../server/demo/collections/demo-products.ts";
import { categoryId } from "../../shared/collections/categories.ts";
import { civicEducationPage } from "./civic-education.ts";
import { communityClubPage } from "./community-club.ts";
import { grassrootsAdvocacyPage } from "./grassroots-advocacy.ts";
import { internPage } from "./intern.ts";
import { mediaHubPage } from "./media-hub.ts";
import { shopPage } from "./shop.ts";
import { teamPage } from "./team.ts";

/** The shop's chip counts and totals hold in the content itself (stories and resources count their collections). */
describe.each([{ name: "products", page: shopPage, items: DEMO_PRODUCTS as Array<{ category: string }>, total: 24 }])(
  "$name chips",
  ({ page, items, total }) => {
    it(`start with All (${total}) and the categories add up to it`, () => {
      const [all, ...rest] = page.categories;
      expect(all).toMatchObject({ name: "All", count: total });
      expect(rest.reduce((sum, c) => sum + c.count, 0)).toBe(total);
    });
    it("name a chip for every item's category, with unique ids", () => {
      const ids = page.categories.map((c) => categoryId(c.name));
      expect(new Set(ids).size).toBe(ids.length);
      for (const item of items) expect(ids).toContain(categoryId(item.category));
    });
  },
);

describe("content counts", () => {
  it("shop list prices: the demo products', in the shop's order", () => {
    expect(DEMO_PRODUCTS.map((p) => p.price)).toEqual([2500, 1500, 5000, 1200, 2000, 800]);
  });
  it("9 collaborations, 6 programmes, 3 sessions, 6 campaigns, 3 actions", () => {
    expect(civicEducationPage.modules).toHaveLength(4);
    expect(civicEducationPage.programmes).toHaveLength(6);
    expect(grassrootsAdvocacyPage.tools).toHaveLength(4);
    expect(grassrootsAdvocacyPage.campaigns).toHaveLength(6);
    expect(new Set(grassrootsAdvocacyPage.campaigns.map((c) => c.status))).toEqual(new Set(["Active", "Completed"]));
    expect(grassrootsAdvocacyPage.stories).toHaveLength(3);
  });
  it("the internship process has 5 steps", () => {
    expect(internPage.process.map((s) => s.title)).toEqual([
      "Application",
      "Initial Review",
      "Interview",
      "Selection",
      "Orientation",
    ]);
  });
  it("team: 4 values", () => {
    expect(teamPage.values).toHaveLength(4);
  });
  it("media hub: Conference, X Spaces and Report lead (Featured or Live), one with an external link", () => {
    const leading = DEMO_MEDIA.filter((m) => m.status !== "Available");
    expect(leading.map((m) => m.type)).toEqual(["Conference", "X Spaces", "Report"]);
    expect(leading.filter((m) => m.link)).toHaveLength(1);
    expect(mediaHubPage.categories.map((c) => c.title)).toEqual([
      "Video Content",
      "X Spaces & Audio",
      "Articles & Reports",
    ]);
  });
  it("community club: the four network stats and at least one Popular club type", () => {
    // The counties figure is the site setting the home page shows too, never a number of its own.
    expect(communityClubPage.stats.map((s) => ("figure" in s ? s.figure : s.value))).toEqual([
      "45+",
      "1,200+",
      "impact_counties",
      "150+",
    ]);
    expect(communityClubPage.types.some((t) => t.featured)).toBe(true);
  });
});
