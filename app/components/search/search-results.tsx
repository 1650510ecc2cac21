import type { Locale } from "../../../shared/locales.ts";
import { pageHref } from "../../../shared/pagination.ts";
import { SEARCH_TYPES, type SearchPageHit, type SearchResult, type SearchType } from "../../../shared/search.ts";
import { type CategoryLinkChip, CategoryLinkChips } from "../filters/category-link-chips.tsx";
import { InEnglishOnly, type PageLanguage } from "../ui/in-english-only.tsx";
import { Link } from "../ui/localized-link.tsx";
import { Pager, type PagerLabels } from "../ui/pager.tsx";
import { SearchField, type SearchFieldCopy } from "./search-field.tsx";

export type SearchPageCopy = {
  field: SearchFieldCopy;
  chipsLabel: string;
  all: string;
  typeLabels: Record<SearchType, string>;
  summary: (total: number, query: string) => string;
  pdfPage: (page: number) => string;
  /** the name of the list of a publication's pages where the words were found */
  foundInPages: string;
  start: string;
  tooLong: string;
  failed: string;
  empty: {
    title: (query: string) => string;
    tips: string[];
    browse: string;
    links: Array<{ label: string; href: string }>;
    /** before the suggested query's link ("Did you mean" budget?) */
    didYouMean: string;
    /** on an English search with Kiswahili hits only: the offer, written in Kiswahili (lang="sw") */
    elsewhere: (total: number) => string;
  };
};

/** What the results page shows: the query as searched, the kind chosen, one page of hits. */
export type SearchView = {
  query: string;
  type: SearchType | null;
  page: number;
  pages: number;
  result: SearchResult | null;
  /** "tooLong" or "failed": the message shown instead of results */
  problem: "tooLong" | "failed" | null;
};

const MARKS = "[&_mark]:rounded [&_mark]:bg-gold-100 [&_mark]:px-0.5 [&_mark]:text-ink";

/** A publication's pages where the words were found (its PDF's text is in English: lang="en" on a page in another language). */
function PageHits({
  pages,
  copy,
  language,
}: {
  pages: SearchPageHit[];
  copy: SearchPageCopy;
  language: PageLanguage | undefined;
}) {
  return (
    <ul aria-label={copy.foundInPages} className="mt-3 flex flex-col gap-3 border-l-2 border-brand-100 pl-4">
      {pages.map((page) => (
        <li key={page.page}>
          <Link to={page.url} className="font-semibold text-brand-700 hover:underline">
            {copy.pdfPage(page.page)}
          </Link>
          <p
            lang={language && language.page !== "en" ? "en" : undefined}
            className={`mt-1 text-sm text-muted ${MARKS}`}
            // The engine's snippet, escaped on the server before the <mark>s were added.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped text with <mark> only
            dangerouslySetInnerHTML={{ __html: page.snippet }}
          />
        </li>
      ))}
    </ul>
  );
}

const searchHref = (query: string, type: string | null, page = 1) => pageHref("/search", { q: query, type }, page);

/** The results of /search: the form, type chips with counts, the hits and numbered pages; no script needed. */
export function SearchResults({
  view,
  copy,
  pager,
  pagesLabel,
  language,
}: {
  view: SearchView;
  copy: SearchPageCopy;
  pager: PagerLabels;
  pagesLabel: string;
  /** on a page in another language: marks the hits that are in English only */
  language?: PageLanguage;
}) {
  const { query, type, result, problem } = view;
  const chips: CategoryLinkChip[] = result
    ? [
        { name: copy.all, count: Object.values(result.counts).reduce((a, b) => a + b, 0), value: null },
        ...SEARCH_TYPES.filter((t) => result.counts[t]).map((t) => ({
          name: copy.typeLabels[t],
          count: result.counts[t] ?? 0,
          value: t,
        })),
      ]
    : [];
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8">
      <SearchField copy={copy.field} defaultValue={query} />
      {problem && (
        <p role="alert" className="rounded-xl border border-accent-500 bg-accent-50 p-4 text-ink">
          {copy[problem]}
        </p>
      )}
      {!problem && !query && <p className="text-muted">{copy.start}</p>}
      {result && query && result.total > 0 && (
        <>
          <p role="status" className="text-lg font-semibold text-ink">
            {copy.summary(result.total, query)}
          </p>
          {chips.length > 2 && (
            <CategoryLinkChips
              chips={chips}
              active={type}
              basePath="/search"
              label={copy.chipsLabel}
              href={(chip) => searchHref(query, chip.value)}
            />
          )}
          <ol className="flex flex-col gap-6">
            {result.items.map((hit) => (
              <li key={`${hit.type}-${hit.id}`} className="rounded-2xl border border-line bg-white p-5">
                <p className="text-xs font-bold uppercase tracking-wider text-brand-700">{copy.typeLabels[hit.type]}</p>
                <InEnglishOnly itemLocale={hit.locale as Locale} language={language}>
                  <h2 className="mt-1 font-display text-xl font-bold text-ink">
                    <Link to={hit.url} className="hover:text-brand-700 hover:underline">
                      {hit.title}
                    </Link>
                  </h2>
                  {hit.snippet && (
                    <p
                      className={`mt-2 text-muted ${MARKS}`}
                      // The engine's snippet, escaped on the server before the <mark>s were added.
                      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped text with <mark> only
                      dangerouslySetInnerHTML={{ __html: hit.snippet }}
                    />
                  )}
                </InEnglishOnly>
                {hit.pages && <PageHits pages={hit.pages} copy={copy} language={language} />}
              </li>
            ))}
          </ol>
          <Pager
            label={pagesLabel}
            current={view.page}
            last={view.pages}
            href={(n) => searchHref(query, type, n)}
            labels={pager}
          />
        </>
      )}
      {result && query && result.total === 0 && (
        <section aria-labelledby="search-empty" className="rounded-2xl border border-line bg-white p-6">
          <h2 id="search-empty" className="font-display text-xl font-bold text-ink">
            {copy.empty.title(query)}
          </h2>
          {result.suggestion && (
            <p className="mt-3 text-lg">
              {copy.empty.didYouMean}{" "}
              <Link to={searchHref(result.suggestion, type)} className="font-semibold text-brand-700 underline">
                {result.suggestion}
              </Link>
              ?
            </p>
          )}
          {result.elsewhere && (
            <p lang="sw" className="mt-3 font-semibold">
              {/* A plain address: the Kiswahili search, whatever the page's language. */}
              <a href={`/sw${searchHref(query, null)}`} hrefLang="sw" className="text-brand-700 underline">
                {copy.empty.elsewhere(result.elsewhere.total)}
              </a>
            </p>
          )}
          <ul className="mt-3 list-disc pl-5 text-muted">
            {copy.empty.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
          <p className="mt-4 font-semibold text-ink">{copy.empty.browse}</p>
          <ul className="mt-2 flex flex-wrap gap-3">
            {copy.empty.links.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="font-semibold text-brand-700 underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
