import { describe, expect, it } from "vitest";
import { homeCrumb, pagesOutsideMenu } from "../content/breadcrumbs.ts";
import { navigation } from "../content/navigation.ts";
import { sitemapPages } from "../content/sitemap-pages.ts";
import { breadcrumbTrail, pageTree } from "./breadcrumb-trail.ts";

const tree = pageTree(navigation, pagesOutsideMenu);
const labels = (path: string, leaf: Parameters<typeof breadcrumbTrail>[3] = null) =>
  breadcrumbTrail(tree, homeCrumb, path, leaf)?.map((c) => `${c.label} ${c.path}`) ?? null;

describe("breadcrumb trails", () => {
  it("shows none on the home page and the first-level pages", () => {
    for (const path of [
      "/",
      "/about",
      "/programs",
      "/news",
      "/media-hub",
      "/get-involved",
      "/contact",
      "/newsletter",
    ]) {
      expect(labels(path), path).toBeNull();
    }
  });

  it("puts a menu page below its dropdown, and the pages outside the menu below their section", () => {
    expect(labels("/team")).toEqual(["Home /", "About Us /about", "Team /team"]);
    expect(labels("/publications/")).toEqual(["Home /", "Media /media-hub", "Publications /publications"]);
    expect(labels("/civic-education")).toEqual(["Home /", "Our Work /programs", "Civic Education /civic-education"]);
    expect(labels("/newsletter/confirm")).toEqual([
      "Home /",
      "Newsletter /newsletter",
      "Confirm your subscription /newsletter/confirm",
    ]);
  });

  it("ends an item's page with the item, below its list", () => {
    expect(labels("/volunteer/4", { label: "X Spaces Co-host", path: "/volunteer/4", parent: "/volunteer" })).toEqual([
      "Home /",
      "Get Involved /get-involved",
      "Volunteer /volunteer",
      "X Spaces Co-host /volunteer/4",
    ]);
    expect(labels("/news/a", { label: "A", path: "/news/a", parent: "/news" })).toEqual([
      "Home /",
      "News /news",
      "A /news/a",
    ]);
  });

  it("knows every page of the sitemap below the first level, and no unknown address", () => {
    const firstLevel = new Set(["/", ...navigation.map((l) => l.to), "/newsletter"]);
    for (const path of sitemapPages.filter((p) => !firstLevel.has(p))) expect(labels(path), path).not.toBeNull();
    expect(labels("/no-such-page")).toBeNull();
  });
});
