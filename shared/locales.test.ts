import { describe, expect, it } from "vitest";
import { isLocale, localeOfPath, localizedPath, pathWithoutLocale } from "./locales.ts";

describe("locales", () => {
  it("reads the language from the address", () => {
    expect(localeOfPath("/sw")).toBe("sw");
    expect(localeOfPath("/sw/news/x")).toBe("sw");
    expect(localeOfPath("/swahili-day")).toBe("en");
    expect(localeOfPath("/")).toBe("en");
  });

  it("reads it from a client navigation's data address too", () => {
    expect(localeOfPath("/sw.data")).toBe("sw");
    expect(localeOfPath("/sw/_.data")).toBe("sw");
    expect(localeOfPath("/sw/about.data")).toBe("sw");
    expect(localeOfPath("/_.data")).toBe("en");
    expect(localeOfPath("/swahili-day.data")).toBe("en");
  });

  it("strips and adds the prefix", () => {
    expect(pathWithoutLocale("/sw")).toBe("/");
    expect(pathWithoutLocale("/sw/about")).toBe("/about");
    expect(localizedPath("/", "sw")).toBe("/sw");
    expect(localizedPath("/about#team", "sw")).toBe("/sw/about#team");
    expect(localizedPath("/sw/news?page=2", "en")).toBe("/news?page=2");
    expect(localizedPath("/sw/news", "sw")).toBe("/sw/news");
    expect(localizedPath("https://example.org/x", "sw")).toBe("https://example.org/x");
    expect(localizedPath("#top", "sw")).toBe("#top");
  });

  it("knows its languages", () => {
    expect(isLocale("sw")).toBe(true);
    expect(isLocale("fr")).toBe(false);
  });
});
