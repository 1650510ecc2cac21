import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PageCopyAnswer } from "../../../../shared/pages/page-contract.ts";
import { adminCopy } from "../../../content/admin.ts";
import { adminPagesCopy } from "../../../content/admin-pages.ts";
import { adminCopy as swAdminCopy } from "../../../content/sw/admin.ts";
import { adminPagesCopy as swPagesCopy } from "../../../content/sw/admin-pages.ts";
import { ComparisonView } from "../revisions/comparison-view.tsx";
import { comparePageCopy } from "./page-compare.ts";
import { PageHistory } from "./page-history.tsx";

const fields: PageCopyAnswer["fields"] = {
  hero: { type: "group", label: "Hero", fields: { title: { type: "text", label: "Title", max: 90 } } },
};
const answer = (locale: "en" | "sw", draft: boolean): PageCopyAnswer => ({
  key: "about",
  locale,
  path: "/about",
  title: "About Us",
  copy: { hero: { title: "Citizens who act" } },
  version: 3,
  updated_at: "2026-11-28T08:00:00.000Z",
  updated_by: "Amina",
  fields,
  sw_missing: [],
  sw_outdated: [],
  warnings: [],
  draft: draft
    ? { copy: { hero: { title: "Citizens who lead" } }, updated_at: "2026-11-28T09:00:00.000Z", updated_by: null }
    : null,
});

/** The panels as first drawn (the history is still loading: queries do not run on the server). */
function draw(start: "en" | "sw", words = { pages: adminPagesCopy.editor, admin: adminCopy }) {
  const names = { en: words.pages.english, sw: words.pages.kiswahili };
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <PageHistory
        answers={{ en: answer("en", false), sw: answer("sw", true) }}
        names={names}
        start={start}
        copy={words.pages}
        history={{ revisions: words.admin.revisions, statuses: words.admin.table.statuses }}
        labels={{ say: (label) => label, entry: words.pages.entry }}
        onRestored={() => {}}
      />
    </QueryClientProvider>,
  );
}

describe("PageHistory", () => {
  it("shows the chosen language's history, and no preview links while that language has no draft", () => {
    const html = draw("en");
    expect(html).toContain("<legend");
    expect(html).toContain("History and preview links of</legend>");
    expect(html).toMatch(/aria-pressed="true"[^>]*>English<\/button>/);
    expect(html).toMatch(/aria-pressed="false"[^>]*>Kiswahili<\/button>/);
    expect(html).toContain(">History of the English copy</h3>");
    expect(html).toContain("Loading the history...");
    expect(html).not.toContain("Preview links");
  });

  it("offers preview links of a language's draft, in Kiswahili with the Kiswahili words", () => {
    expect(draw("sw")).toContain(">Preview links of the Kiswahili draft</h3>");
    const html = draw("sw", { pages: swPagesCopy.editor, admin: swAdminCopy });
    expect(html).toContain(">Historia ya maandishi ya Kiswahili</h3>");
    expect(html).toContain(">Viungo vya hakikisho vya rasimu ya Kiswahili</h3>");
  });

  it("draws a saved version against the current copy with each leaf named by its group", () => {
    const comparison = comparePageCopy(fields, { hero: { title: "Citizens first" } }, answer("en", false).copy, {
      say: (label) => label,
      entry: adminPagesCopy.editor.entry,
    });
    const html = renderToStaticMarkup(
      <ComparisonView
        comparison={comparison}
        before="the chosen version"
        after="the current version"
        copy={adminCopy.revisions.compare}
      />,
    );
    expect(html).toContain(">Hero › Title</dt>");
    expect(html).toMatch(/<del [^>]*><span class="sr-only">removed: <\/span>first<\/del>/);
    expect(html).toMatch(/<ins [^>]*><span class="sr-only">added: <\/span>who act<\/ins>/);
  });
});
