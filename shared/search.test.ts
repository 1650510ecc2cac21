import { describe, expect, it } from "vitest";
import { CONTENT_KINDS, kindDefinition } from "./collections/kinds.ts";
import { canonicalQuery, currentSearchType, SEARCH_MAX_WORDS, SEARCH_TYPES, searchWords } from "./search.ts";

describe("the search's types", () => {
  it("are the kinds of the registry by their own names, and the static pages", () => {
    // A kind added to the registry without its search type (or a type without a kind) fails here.
    const ofKinds = CONTENT_KINDS.map((kind) => kindDefinition(kind).stored?.searchType ?? kind);
    expect(ofKinds).toEqual(CONTENT_KINDS);
    expect(new Set(SEARCH_TYPES)).toEqual(new Set([...CONTENT_KINDS, "page"]));
  });

  it("still understand the old name of the publications' type", () => {
    expect(currentSearchType("publication")).toBe("publications");
    expect(currentSearchType("news")).toBe("news");
    expect(currentSearchType(undefined)).toBeUndefined();
  });
});

describe("searchWords", () => {
  it("keeps a quoted phrase as one term, and the canonical query quotes it again", () => {
    expect(searchWords('"Public participation" bill “county budget”')).toEqual([
      "public participation",
      "bill",
      "county budget",
    ]);
    expect(searchWords('an "unclosed quote')).toEqual(["an", "unclosed", "quote"]);
    expect(searchWords('"one"')).toEqual(["one"]);
    expect(canonicalQuery('  "Public   Participation"  Bill ')).toBe('"public participation" bill');
    expect(searchWords(canonicalQuery('"public participation" bill'))).toEqual(["public participation", "bill"]);
  });

  it("reads a possessive as its noun", () => {
    expect(searchWords("county's budget")).toEqual(["county", "budget"]);
    expect(searchWords("Citizens’ rights, counties' plans")).toEqual(["citizens", "rights", "counties", "plans"]);
    expect(searchWords("o'clock")).toEqual(["o", "clock"]);
  });

  it("keeps letters and digits, lowercased, and drops every operator and symbol", () => {
    expect(searchWords('"County" AND OR budget* NEAR( x) -- ; DROP TABLE news;')).toEqual([
      "county",
      "and",
      "or",
      "budget",
      "near",
      "x",
      "drop",
      "table",
      "news",
    ]);
    expect(searchWords("Ugatuzi 🇰🇪\u0000 Café 2026")).toEqual(["ugatuzi", "café", "2026"]);
    expect(searchWords("\"'*()")).toEqual([]);
  });

  it("keeps at most the first words", () => {
    expect(searchWords("a ".repeat(40))).toHaveLength(SEARCH_MAX_WORDS);
    expect(canonicalQuery("  Turkana   BUDGET! ")).toBe("turkana budget");
  });
});
