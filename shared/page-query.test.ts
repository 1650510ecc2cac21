import { describe, expect, it } from "vitest";
import { canonicalSearch, pageParams, pagePath } from "./page-query.ts";

describe("page query parameters", () => {
  it("keeps only what the page reads, first value, sorted, non-empty", () => {
    expect(canonicalSearch("/", "?fbclid=IwAR&utm_source=wa")).toBe("");
    // A search is keyed by its words: case, spacing and symbols don't split the cache.
    expect(canonicalSearch("/search", "?q=Turkana%20%20BUDGET!&utm_source=x&type=news")).toBe(
      "?q=turkana+budget&type=news",
    );
    expect(canonicalSearch("/search", "?q=%22%2A%22")).toBe("");
    expect(canonicalSearch("/news", "?utm_medium=x&page=3&category=Governance&category=Other")).toBe(
      "?category=Governance&page=3",
    );
    expect(canonicalSearch("/news", "?category=&page=2")).toBe("?page=2");
    expect(canonicalSearch("/publications", "?doc=county-budget-guide&gclid=1")).toBe("?doc=county-budget-guide");
    expect(canonicalSearch("/contact", "?kind=partnership&subject=Partnership%20enquiry&mc_cid=9")).toBe(
      "?kind=partnership&subject=Partnership+enquiry",
    );
    for (const path of ["/resources", "/community-stories"])
      expect(canonicalSearch(path, "?page=2&fbclid=x&category=governance")).toBe("?category=governance&page=2");
    // A mailed link's page reads its token.
    expect(canonicalSearch("/newsletter/confirm", "?token=abc.def&utm_source=newsletter")).toBe("?token=abc.def");
  });

  it("treats route-data requests as their page, with the routes they ask for", () => {
    expect(pagePath("/news.data")).toBe("/news");
    expect(pagePath("/_root.data")).toBe("/");
    expect(pagePath("/news/")).toBe("/news");
    expect(pageParams("/news.data")).toEqual(["category", "page", "_routes"]);
    expect(canonicalSearch("/news.data", "?_routes=routes%2Fnews&utm_source=x")).toBe("?_routes=routes%2Fnews");
    expect(pageParams("/about")).toEqual([]);
    expect(canonicalSearch("/__manifest", "?paths=%2Fnews%2F12&version=abc&utm_source=x")).toBe(
      "?paths=%2Fnews%2F12&version=abc",
    );
  });
});

describe("Kiswahili pages read the parameters of their English page", () => {
  it("keeps the same parameters under /sw, and for /sw.data", () => {
    expect(canonicalSearch("/sw/news", "?utm_source=x&page=2&category=Governance")).toBe("?category=Governance&page=2");
    expect(canonicalSearch("/sw/search", "?q=Turkana%20%20BUDGET!")).toBe(
      canonicalSearch("/search", "?q=Turkana%20%20BUDGET!"),
    );
    expect(pageParams("/sw/news.data")).toEqual(pageParams("/news.data"));
    expect(canonicalSearch("/sw", "?fbclid=IwAR")).toBe("");
  });
});
