import { describe, expect, it } from "vitest";
import { languageChoice, languageSwitchHref, offersKiswahili, prefersKiswahili } from "./language-choice.ts";

describe("the visitor's language", () => {
  it("reads the lang cookie among others, ignoring anything but en and sw", () => {
    expect(languageChoice("lite=1; lang=sw; x=y")).toBe("sw");
    expect(languageChoice("lang=en")).toBe("en");
    expect(languageChoice("lang=fr")).toBeNull();
    expect(languageChoice("language=sw")).toBeNull();
    expect(languageChoice(null)).toBeNull();
  });

  it("finds a browser that ranks Kiswahili above English", () => {
    expect(prefersKiswahili("sw-KE,sw;q=0.9,en;q=0.8")).toBe(true);
    expect(prefersKiswahili("sw")).toBe(true);
    expect(prefersKiswahili("en-KE,en;q=0.9,sw;q=0.8")).toBe(false);
    expect(prefersKiswahili("en, sw")).toBe(false);
    expect(prefersKiswahili("fr,sw;q=0.5")).toBe(true);
    expect(prefersKiswahili("sw;q=0,en")).toBe(false);
    expect(prefersKiswahili("")).toBe(false);
    expect(prefersKiswahili(undefined)).toBe(false);
  });

  it("offers Kiswahili on English pages only, and only until the visitor has chosen", () => {
    expect(offersKiswahili("/about", "sw-KE", null)).toBe(true);
    expect(offersKiswahili("/sw/about", "sw-KE", null)).toBe(false);
    expect(offersKiswahili("/about", "sw-KE", "lang=en")).toBe(false);
    expect(offersKiswahili("/about", "sw-KE", "lang=sw")).toBe(false);
    expect(offersKiswahili("/about", "en-GB", null)).toBe(false);
  });

  it("sends the choice through /language with the page to come back to", () => {
    expect(languageSwitchHref("sw", "/sw/news?page=2")).toBe("/language?to=sw&return=%2Fsw%2Fnews%3Fpage%3D2");
  });
});
