import { describe, expect, it } from "vitest";
import { languageAlternates, pageMeta, type RootData } from "./meta.ts";

const root = (locale: "en" | "sw") => ({ publicUrl: "https://uraia.org", locale }) as unknown as RootData;
const input = { title: "About Us", description: "Who we are", path: "/about" };

describe("pageMeta in both languages", () => {
  it("names the page's own language in the canonical link and og:locale", () => {
    const sw = pageMeta(root("sw"), input);
    expect(sw).toContainEqual({ tagName: "link", rel: "canonical", href: "https://uraia.org/sw/about" });
    expect(sw).toContainEqual({ property: "og:url", content: "https://uraia.org/sw/about" });
    expect(sw).toContainEqual({ property: "og:locale", content: "sw_KE" });
    const en = pageMeta(root("en"), input);
    expect(en).toContainEqual({ tagName: "link", rel: "canonical", href: "https://uraia.org/about" });
    expect(en).toContainEqual({ property: "og:locale", content: "en_KE" });
  });

  it("links each language and x-default (English) with absolute addresses", () => {
    const links = (path: string) =>
      languageAlternates("https://uraia.org", path).map((l) => {
        const link = l as { hrefLang: string; href: string };
        return [link.hrefLang, link.href];
      });
    expect(links("/about")).toEqual([
      ["en", "https://uraia.org/about"],
      ["sw", "https://uraia.org/sw/about"],
      ["x-default", "https://uraia.org/about"],
    ]);
    expect(links("/")).toEqual([
      ["en", "https://uraia.org/"],
      ["sw", "https://uraia.org/sw"],
      ["x-default", "https://uraia.org/"],
    ]);
    expect(links("/sw/news?page=2")[0]).toEqual(["en", "https://uraia.org/news?page=2"]);
  });
});
