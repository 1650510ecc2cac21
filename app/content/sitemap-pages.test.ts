import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { COLLECTION_NAMES, collectionDefinition } from "../../shared/collections/index.ts";
import { localeOfPath, localizedPath } from "../../shared/locales.ts";
import routes from "../routes.ts";
import { sitemapPages, unlistedPages } from "./sitemap-pages.ts";

function paths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const here = entry.index ? parent || "/" : entry.path ? `${parent}/${entry.path}` : parent;
    const own = entry.index || entry.path ? [here] : [];
    return [...own, ...paths(entry.children ?? [], entry.path ? `${parent}/${entry.path}` : parent)];
  });
}

describe("sitemap pages", () => {
  it("are exactly the public, static page paths of app/routes.ts", () => {
    const publicPages = paths(routes).filter(
      (p) => !/^(\/sw)?\/admin(\/|$)/.test(p) && !p.includes(":") && !p.includes("*") && !/\.(xml|txt|ics)$/.test(p),
    );
    const english = publicPages.filter((p) => localeOfPath(p) === "en");
    expect([...sitemapPages, ...unlistedPages].sort()).toEqual([...new Set(english)].sort());
    // The same pages again under /sw (the sitemap lists each in both languages).
    const kiswahili = publicPages.filter((p) => localeOfPath(p) === "sw");
    expect([...new Set(kiswahili)].sort()).toEqual(english.map((p) => localizedPath(p, "sw")).sort());
  });

  it("hold every collection's page, so a search result of each leads to a page of the site", () => {
    // A collection without `page`, or whose page has no route yet, fails here (docs/adding-a-kind.md).
    const pages = COLLECTION_NAMES.map((name) => [name, collectionDefinition(name).page]);
    const listed = pages.map(([name, page]) => [name, page && sitemapPages.includes(page) ? page : "(not a page)"]);
    expect(listed).toEqual(pages);
  });
});
