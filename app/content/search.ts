import { SEARCH_TOO_LONG_MESSAGE, type SearchType } from "../../shared/search.ts";
import type { SearchPageCopy } from "../components/search/search-results.tsx";

const typeLabels: Record<SearchType, string> = {
  news: "News",
  publications: "Publications",
  events: "Events",
  openings: "Opportunities",
  resources: "Resources",
  stories: "Stories",
  media: "Media",
  team: "Team",
  partners: "Partners",
  products: "Shop",
  albums: "Gallery",
  page: "Pages",
};

/** /search: the results page (docs/product.md, "Search"). */
export const searchPage = {
  meta: {
    title: "Search",
    description: "Search Uraia's news, reports and the text inside them, events, opportunities and pages.",
    path: "/search",
  },
  hero: {
    eyebrow: "Search",
    title: "Find anything on Uraia",
    intro: "News, reports and the words inside them, events, opportunities and every page of the site.",
  },
  pagesLabel: "Result pages",
  copy: {
    field: { label: "Search the site", placeholder: "A report, a county, a topic…", button: "Search" },
    chipsLabel: "Filter results by kind",
    all: "All",
    typeLabels,
    summary: (total: number, query: string) => `${total} ${total === 1 ? "result" : "results"} for “${query}”`,
    pdfPage: (page: number) => `Page ${page} of the PDF`,
    foundInPages: "Found on these pages of the PDF",
    start: "Type a word or two: a report's title, a county, a topic. The last word may be the start of a word.",
    tooLong: SEARCH_TOO_LONG_MESSAGE,
    failed: "Search is not available right now. Please try again in a moment.",
    empty: {
      title: (query: string) => `Nothing found for “${query}”`,
      tips: [
        "Check the spelling, or use fewer words: every word must appear.",
        "Try a broader word, or the start of one: “budget” finds budgets and budgeting.",
        "Reports are searched inside their PDFs too, page by page.",
      ],
      didYouMean: "Did you mean",
      // Written in Kiswahili in both languages: it offers the Kiswahili results (lang="sw").
      elsewhere: (total: number) =>
        total === 1
          ? "Tokeo 1 limepatikana kwa Kiswahili: lisome"
          : `Matokeo ${total} yamepatikana kwa Kiswahili: yasome`,
      browse: "Or browse:",
      links: [
        { label: "Publications", href: "/publications" },
        { label: "News", href: "/news" },
        { label: "Resources", href: "/resources" },
        { label: "Contact us", href: "/contact" },
      ],
    },
  },
} satisfies { copy: SearchPageCopy } & Record<string, unknown>;
