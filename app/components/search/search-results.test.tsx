import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { SearchResult } from "../../../shared/search.ts";
import { pagerCopy } from "../../content/pagination.ts";
import { searchPage } from "../../content/search.ts";
import { pagerCopy as pagerSw } from "../../content/sw/pagination.ts";
import { searchPage as searchSw } from "../../content/sw/search.ts";
import { translationsCopy as translationsSw } from "../../content/sw/translations.ts";
import { SearchResults } from "./search-results.tsx";

const result = (prefix: string): SearchResult => ({
  items: [
    {
      type: "publications",
      id: 7,
      title: "Sand dams in Kitui",
      url: `${prefix}/publications?doc=sand-dams`,
      snippet: "What the <mark>dams</mark> cost",
      locale: "en",
      pages: [
        { page: 4, url: `${prefix}/publications?doc=sand-dams&page=4`, snippet: "<mark>Kitui</mark> sand dams cost" },
        { page: 1, url: `${prefix}/publications?doc=sand-dams&page=1`, snippet: "Sand dams of <mark>Kitui</mark>" },
      ],
    },
  ],
  total: 1,
  counts: { publications: 1 },
});

const view = (prefix: string) => ({
  query: "kitui dams",
  type: null,
  page: 1,
  pages: 1,
  result: result(prefix),
  problem: null,
});

describe("a publication's pages under its search result", () => {
  it("lists each page with its snippet, linking to that page of the reader", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <SearchResults view={view("")} copy={searchPage.copy} pager={pagerCopy} pagesLabel={searchPage.pagesLabel} />
      </MemoryRouter>,
    );
    expect(html).toContain('<ul aria-label="Found on these pages of the PDF"');
    expect(html).toMatch(/href="\/publications\?doc=sand-dams&amp;page=4"[^>]*>Page 4 of the PDF<\/a>/);
    expect(html).toContain("<mark>Kitui</mark> sand dams cost");
    expect(html.indexOf("Page 4 of the PDF")).toBeLessThan(html.indexOf("Page 1 of the PDF"));
    expect(html).not.toContain('lang="en"');
  });

  it('says it in Kiswahili on /sw/search, the pages\' English text marked lang="en"', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={["/sw/search"]}>
        <SearchResults
          view={view("/sw")}
          copy={searchSw.copy}
          pager={pagerSw}
          pagesLabel={searchSw.pagesLabel}
          language={{ page: "sw", englishOnly: translationsSw.englishOnly }}
        />
      </MemoryRouter>,
    );
    expect(html).toContain('<ul aria-label="Imepatikana katika kurasa hizi za PDF"');
    expect(html).toMatch(/href="\/sw\/publications\?doc=sand-dams&amp;page=4"[^>]*>Ukurasa 4 wa PDF<\/a>/);
    expect(html).toMatch(/<p lang="en"[^>]*><mark>Kitui<\/mark> sand dams cost<\/p>/);
    expect(html).toMatch(/<p lang="en"[^>]*>Sand dams of <mark>Kitui<\/mark><\/p>/);
  });
});
