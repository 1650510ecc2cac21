import type { ReactNode } from "react";
import type { Locale } from "../../../shared/locales.ts";
import { publicationDownloadPath } from "../../../shared/publications.ts";
import type { publicationsPage } from "../../content/publications-page.ts";
import { PdfReader, type ReaderCopy } from "../pdf-reader/pdf-reader.tsx";
import { usePublicUrl } from "../share/use-public-url.ts";
import { InEnglishOnly, type PageLanguage } from "../ui/in-english-only.tsx";
import { type ListedPublication, PublicationCard } from "./publication-card.tsx";
import { featuredFirst } from "./publication-type.ts";
import { useReader } from "./use-reader.ts";

/** The list's words and the PDF reader's (the publications page's meta and hero are its route's, the home section's its own). */
export type PublicationsCopy = { page: Omit<typeof publicationsPage, "meta" | "hero" | "home">; reader: ReaderCopy };

/** Only the list's and the reader's words of the publications page's copy, for a page that lists them. */
export function publicationsListWords(copy: { page: typeof publicationsPage; reader: ReaderCopy }): PublicationsCopy {
  const { meta: _meta, hero: _hero, home: _home, ...page } = copy.page;
  return { page, reader: copy.reader };
}

/**
 * The publications page's states: loading, error, empty, or the list
 * (featured first; the first as Featured, the rest under Latest Publications),
 * with the PDF reader. `doc` opens the reader on that slug at once.
 */
export function PublicationsList({
  publications,
  error,
  doc = null,
  startPage = 1,
  syncUrl = false,
  headingLevel = 3,
  shared = null,
  featuredCard = true,
  copy,
  language,
  docTools,
}: {
  /** each may say which language its text is in (`locale`) */
  publications: Array<ListedPublication & { locale?: Locale }> | undefined;
  error?: string | null;
  doc?: string | null;
  /** the page of `doc` the reader opens at (`&page=`) */
  startPage?: number;
  /** the publication `doc` names, when it is not among `publications` (another page of the list) */
  shared?: ListedPublication | null;
  /** show the first as the Featured card (the first page); later pages list all under Latest Publications */
  featuredCard?: boolean;
  syncUrl?: boolean;
  /** level of the 'Latest Publications' heading (cards one below): 2 on /publications, 3 inside the home section */
  headingLevel?: 2 | 3;
  copy: PublicationsCopy;
  /** on a page in another language: marks the publications that are in English only */
  language?: PageLanguage;
  /** added to the reader's toolbar while it shows `doc` (the Save for offline button) */
  docTools?: ReactNode;
}) {
  const origin = usePublicUrl();
  const sorted = featuredFirst(publications ?? []);
  const initial = doc ? (sorted.find((p) => p.slug === doc) ?? (shared?.slug === doc ? shared : null)) : null;
  const reader = useReader(initial, syncUrl);

  if (error !== undefined && error !== null) {
    return (
      <p role="alert" className="text-center font-semibold text-accent-700">
        {error || copy.page.failed}
      </p>
    );
  }
  if (!publications) {
    return (
      <p role="status" className="text-center text-muted">
        {copy.page.loading}
      </p>
    );
  }
  if (sorted.length === 0) return <p className="text-center text-muted">{copy.page.empty}</p>;

  const first = featuredCard ? sorted[0] : undefined;
  const rest = featuredCard ? sorted.slice(1) : sorted;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="flex flex-col gap-10">
      {first && (
        <InEnglishOnly itemLocale={first.locale} language={language}>
          <PublicationCard
            publication={first}
            origin={origin}
            featured
            headingLevel={headingLevel}
            onRead={reader.openReader}
            copy={copy}
          />
        </InEnglishOnly>
      )}
      {rest.length > 0 && (
        <section aria-labelledby="latest-publications">
          <Heading id="latest-publications" className="mb-5 font-display text-2xl font-bold">
            {copy.page.latest}
          </Heading>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {rest.map((p) => (
              <li key={p.id}>
                <InEnglishOnly itemLocale={p.locale} language={language}>
                  <PublicationCard
                    publication={p}
                    origin={origin}
                    headingLevel={headingLevel === 2 ? 3 : 4}
                    onRead={reader.openReader}
                    copy={copy}
                  />
                </InEnglishOnly>
              </li>
            ))}
          </ul>
        </section>
      )}
      <PdfReader
        document={
          reader.selected
            ? {
                title: reader.selected.title,
                url: reader.selected.pdf_url,
                downloadUrl: publicationDownloadPath(reader.selected.slug),
                startPage: reader.selected.slug === doc ? startPage : 1,
              }
            : null
        }
        open={reader.open}
        onClose={reader.closeReader}
        copy={copy.reader}
        tools={doc && reader.selected?.slug === doc ? docTools : undefined}
      />
    </div>
  );
}
