import { lazy, Suspense } from "react";
import { fillIn } from "../../../shared/fill-in.ts";
import { isoDate } from "../../../shared/format-date.ts";
import { formatPages, orDash } from "../../../shared/format-size.ts";
import type { ListNames } from "../../../shared/list-names.ts";
import { type Publication, publicationDownloadPath } from "../../../shared/publications.ts";
import { publicationReadingPath, publicationShareUrl } from "../../../shared/share-urls.ts";
import { useFormats } from "../../lib/formats.ts";
import { useCardLabels } from "../../lib/shell-copy.ts";
import { buttonClass } from "../ui/button.tsx";
import { useLocalizedHref } from "../ui/localized-link.tsx";
import { publicationTypeClass } from "./publication-type.ts";
import type { PublicationsCopy } from "./publications-list.tsx";

/**
 * The share links load with the first card that needs them, not with the home
 * page's first scripts: the server renders them in full (they work as plain
 * links), and the browser hydrates them when their code arrives.
 */
const ShareBar = lazy(() => import("../share/share-bar.tsx").then((m) => ({ default: m.ShareBar })));

/** A publication: type, date, title, description, pages/size/read time, Read Online, Download and share links. */
export function PublicationCard({
  publication: p,
  origin,
  featured = false,
  onRead,
  headingLevel = featured ? 3 : 4,
  copy,
}: {
  publication: Publication & ListNames;
  origin: string;
  featured?: boolean;
  onRead: (publication: Publication) => void;
  headingLevel?: 2 | 3 | 4;
  copy: PublicationsCopy;
}) {
  const labels = useCardLabels();
  const formats = useFormats();
  const localized = useLocalizedHref();
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  return (
    <article
      className={`flex h-full flex-col rounded-card border border-line bg-white p-5 shadow-card sm:p-6 ${featured ? "lg:p-8" : ""}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
        {featured && (
          <span className="rounded-full bg-gold-300 px-2.5 py-0.5 text-xs font-bold text-brand-900">
            {copy.page.featured}
          </span>
        )}
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${publicationTypeClass(p.type)}`}>
          {p.type_name ?? p.type}
        </span>
        {p.published_at && <time dateTime={isoDate(p.published_at)}>{formats.date(p.published_at)}</time>}
      </div>
      <Heading className={`mt-3 font-display font-bold text-ink ${featured ? "text-2xl sm:text-3xl" : "text-xl"}`}>
        {p.title}
      </Heading>
      {p.description && <p className="mt-2 flex-1 text-muted">{p.description}</p>}
      <dl className="mt-4 grid grid-cols-3 gap-2 rounded-lg bg-brand-50 p-3 text-center text-sm">
        <div>
          <dt className="text-xs text-muted">{labels.length}</dt>
          <dd className="font-semibold">
            {p.pages === 1
              ? labels.onePage
              : p.pages && p.pages > 1
                ? fillIn(labels.pageCount, { count: p.pages })
                : formatPages(p.pages)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{labels.size}</dt>
          <dd className="font-semibold">{orDash(p.size)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{labels.readTime}</dt>
          <dd className="font-semibold">{orDash(p.read_time)}</dd>
        </div>
      </dl>
      <div className="mt-5 flex flex-wrap items-center gap-2">
        <a
          href={localized(publicationReadingPath(p.slug))}
          onClick={(event) => {
            event.preventDefault();
            onRead(p);
          }}
          aria-label={`${copy.page.read}: ${p.title}`}
          className={buttonClass("primary", "sm")}
        >
          {copy.page.read}
        </a>
        <a
          href={publicationDownloadPath(p.slug)}
          download
          className="inline-flex min-h-9 items-center rounded-full border-2 border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {copy.reader.download}
          <span className="sr-only">: {p.title}</span>
        </a>
      </div>
      <Suspense fallback={null}>
        <ShareBar className="mt-4" url={publicationShareUrl(origin, p.slug)} title={p.title} />
      </Suspense>
    </article>
  );
}
