import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
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
      (p) => !p.startsWith("/admin") && !p.includes(":") && !p.includes("*") && !/\.(xml|txt|ics)$/.test(p),
    );
    expect([...sitemapPages, ...unlistedPages].sort()).toEqual([...new Set(publicPages)].sort());
  });
});
