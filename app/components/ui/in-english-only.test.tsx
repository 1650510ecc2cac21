import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { translationsCopy as sw } from "../../content/sw/translations.ts";
import { translationsCopy as en } from "../../content/translations.ts";
import { InEnglishOnly } from "./in-english-only.tsx";

const render = (itemLocale: "en" | "sw" | undefined, pageLocale: "en" | "sw") =>
  renderToString(
    <InEnglishOnly
      itemLocale={itemLocale}
      pageLocale={pageLocale}
      note={pageLocale === "sw" ? sw.englishOnly : en.englishOnly}
    >
      <h3>Kajiado youth take the floor</h3>
    </InEnglishOnly>,
  );

describe("InEnglishOnly", () => {
  it("puts an English item on a Kiswahili page inside lang=en, with the note in Kiswahili", () => {
    expect(render("en", "sw")).toBe(
      '<div lang="en"><p lang="sw" class="mb-2 text-xs font-medium text-muted">Inapatikana kwa Kiingereza pekee.</p><h3>Kajiado youth take the floor</h3></div>',
    );
  });

  it("leaves an item in the page's language as it is", () => {
    expect(render("sw", "sw")).toBe("<h3>Kajiado youth take the floor</h3>");
    expect(render("en", "en")).toBe("<h3>Kajiado youth take the floor</h3>");
    expect(render(undefined, "sw")).toBe("<h3>Kajiado youth take the floor</h3>");
  });
});
