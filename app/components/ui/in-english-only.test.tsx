import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { translationsCopy as sw } from "../../content/sw/translations.ts";
import { translationsCopy as en } from "../../content/translations.ts";
import { InEnglishOnly, type PageLanguage } from "./in-english-only.tsx";

const page = (locale: "en" | "sw"): PageLanguage => ({
  page: locale,
  englishOnly: locale === "sw" ? sw.englishOnly : en.englishOnly,
});

const render = (itemLocale: "en" | "sw" | undefined, language: PageLanguage | undefined) =>
  renderToString(
    <InEnglishOnly itemLocale={itemLocale} language={language}>
      <h3>Kajiado youth take the floor</h3>
    </InEnglishOnly>,
  );

describe("InEnglishOnly", () => {
  it("puts an English item on a Kiswahili page inside lang=en, with the note in Kiswahili", () => {
    expect(render("en", page("sw"))).toBe(
      '<div lang="en"><p lang="sw" class="mb-2 text-xs font-medium text-muted">Inapatikana kwa Kiingereza pekee.</p><h3>Kajiado youth take the floor</h3></div>',
    );
  });

  it("leaves an item in the page's language, or of unknown language, as it is", () => {
    const plain = "<h3>Kajiado youth take the floor</h3>";
    expect(render("sw", page("sw"))).toBe(plain);
    expect(render("en", page("en"))).toBe(plain);
    expect(render(undefined, page("sw"))).toBe(plain);
    expect(render("en", undefined)).toBe(plain);
  });
});
