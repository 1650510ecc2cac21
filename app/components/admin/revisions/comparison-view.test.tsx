import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { wordDiff } from "../../../../shared/word-diff.ts";
import { adminRevisionsCopy } from "../../../content/admin-revisions.ts";
import { adminRevisionsCopy as swCopy } from "../../../content/sw/admin-revisions.ts";
import { ComparisonView } from "./comparison-view.tsx";

const comparison = {
  changed: [
    { field: "title", label: "Title", parts: wordDiff("Budget hearing in Kisumu", "Budget hearing in Nakuru") },
  ],
  unchanged: 4,
};

describe("ComparisonView", () => {
  it("marks words with <del> and <ins> and says so in words too, with a legend naming each side", () => {
    const html = renderToStaticMarkup(
      <ComparisonView
        comparison={comparison}
        before="their version"
        after="your version"
        copy={adminRevisionsCopy.compare}
      />,
    );
    expect(html).toContain('<dt class="text-sm font-semibold text-ink">Title</dt>');
    expect(html).toMatch(/<del [^>]*><span class="sr-only">removed: <\/span>Kisumu<\/del>/);
    expect(html).toMatch(/<ins [^>]*><span class="sr-only">added: <\/span>Nakuru<\/ins>/);
    expect(html).toContain("Struck through, marked “removed”: only in their version");
    expect(html).toContain("Underlined, marked “added”: only in your version");
    expect(html).toContain("4 other fields are the same.");
  });

  it("speaks Kiswahili with the Kiswahili copy, and says when nothing differs", () => {
    const html = renderToStaticMarkup(
      <ComparisonView
        comparison={{ changed: [], unchanged: 5 }}
        before="toleo lao"
        after="toleo lako"
        copy={swCopy.compare}
      />,
    );
    expect(html).toContain("Hakuna sehemu inayotofautiana.");
    expect(html).not.toContain("hazijabadilika");
  });
});
