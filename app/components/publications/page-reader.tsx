import type { PublicationPage, PublicationRender } from "../../../shared/publication-pages.ts";
import { type Publication, publicationDownloadPath } from "../../../shared/publications.ts";
import { publicationReadingPath } from "../../../shared/share-urls.ts";
import type { PageReaderCopy } from "../../content/page-reader.ts";
import { useLite } from "../../lib/lite.ts";
import { useLocalizedHref } from "../ui/localized-link.tsx";

export type PageReading = {
  /** the page asked for (`&page=`, from 1) */
  number: number;
  render: PublicationRender | null;
  /** that page's image and text, once rendered */
  page: PublicationPage | null;
};

const linkClass = "font-semibold text-brand-700 underline hover:text-brand-900";

/**
 * A publication read one page at a time, with no script at all: the page's
 * image (the lite width in lite mode) with its text beneath for screen readers
 * and copying, previous and next links, a page-number form and the download
 * link. Before the pages are rendered, or when they can't be, a note says so
 * and the download link stays.
 */
export function PageReader({
  publication,
  reading,
  copy,
  download,
}: {
  publication: Publication;
  reading: PageReading;
  copy: PageReaderCopy;
  download: string;
}) {
  const localized = useLocalizedHref();
  const lite = useLite();
  const { render, page, number } = reading;
  const total = render?.pagesTotal ?? null;
  const ready = render?.state === "done" || render?.state === "no_text";
  const rendering = render?.state === "pending" || render?.state === "rendering";
  const note = page !== null ? null : rendering ? copy.pending(render.pagesDone, total) : copy.unavailable;

  return (
    <section aria-labelledby="page-reader-title" className="rounded-card border border-line bg-white p-4 sm:p-6">
      <h2 id="page-reader-title" className="font-display text-2xl font-bold">
        {copy.heading(publication.title)}
      </h2>
      {page && total ? (
        <figure className="mt-4">
          <img
            src={lite ? page.liteImageUrl : page.imageUrl}
            alt={copy.pageImage(number, total)}
            width={page.width}
            height={page.height}
            className="mx-auto h-auto w-full max-w-[800px] border border-line"
          />
          <figcaption className="mt-2 text-center text-sm text-muted">{copy.pageImage(number, total)}</figcaption>
        </figure>
      ) : (
        note && <p className="mt-4 rounded-xl bg-gold-100 p-4">{note}</p>
      )}
      {page && (
        <div className="mt-6">
          <h3 className="font-semibold">{copy.textHeading(number)}</h3>
          {/* A publication's PDF is written in English only: its text is marked so (screen readers, the walk). */}
          {page.text ? (
            <p lang="en" className="mt-2 whitespace-pre-line text-muted">
              {page.text}
            </p>
          ) : (
            <p className="mt-2 text-muted">{copy.noText}</p>
          )}
        </div>
      )}
      <nav aria-label={copy.navLabel} className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
        {page && number > 1 && (
          <a href={localized(publicationReadingPath(publication.slug, number - 1))} className={linkClass}>
            {copy.previous}
          </a>
        )}
        {page && total && number < total && (
          <a href={localized(publicationReadingPath(publication.slug, number + 1))} className={linkClass}>
            {copy.next}
          </a>
        )}
        {ready && total && total > 1 && (
          <form method="get" action={localized("/publications")} className="flex items-center gap-2">
            <input type="hidden" name="doc" value={publication.slug} />
            <label className="flex items-center gap-2">
              {copy.goTo}
              <input
                type="number"
                name="page"
                min={1}
                max={total}
                required
                defaultValue={number}
                className="w-20 rounded-lg border border-line px-2 py-1"
              />
            </label>
            <button type="submit" className="rounded-full bg-brand-700 px-4 py-1 font-semibold text-white">
              {copy.go}
            </button>
          </form>
        )}
        <a href={publicationDownloadPath(publication.slug)} download className={linkClass}>
          {download}
          <span className="sr-only">: {publication.title}</span>
        </a>
      </nav>
    </section>
  );
}
