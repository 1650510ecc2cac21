import { lazy, Suspense } from "react";
import { fillIn } from "../../../shared/fill-in.ts";
import { isoDate } from "../../../shared/format-date.ts";
import { formatPages, orDash } from "../../../shared/format-size.ts";
import type { ListNames } from "../../../shared/list-names.ts";
import { type Publication, publicationDownloadPath } from "../../../shared/publications.ts";
import { publicationReadingPath, publicationShareUrl } from "../../../shared/share-urls.ts";
import { useFormats } from "../../lib/formats.ts";
import type { RenderOnly } from "../../lib/render-only.ts";
import { whole } from "../../lib/render-only.ts";
import { useCardLabels } from "../../lib/shell-copy.ts";
import { buttonClass } from "../ui/button.tsx";
import { useLocalizedHref } from "../ui/localized-link.tsx";
import { StaticIsland } from "../ui/static-island.tsx";
import { publicationTypeClass } from "./publication-type.ts";
import type { PublicationsCopy } from "./publications-list.tsx";

/**
 * The share links load with the first card that needs them, not with the home
 * page's first scripts: the server renders them in full (they work as plain
 * links), and the browser hydrates them when their code arrives.
 */
const ShareBar = lazy(() => import("../share/share-bar.tsx").then((m) => ({ default: m.ShareBar })));

/**
 * What only the server renders of a listed publication: its card's type, date,
 * description and figures (static islands, docs/decisions/0093-hydrate-less.md).
 * The title, the file and the address stay: the reader and the share links use them.
 */
export const PUBLICATION_CARD_DETAILS = [
  "type",
  "type_name",
  "description",
  "published_at",
  "pages",
  "size",
  "read_time",
  "created_at",
  "updated_at",
  "version",
  "scheduled",
] as const satisfies ReadonlyArray<keyof (Publication & ListNames)>;

/** A publication as a list hands it to its card: in the browser, maybe without its details. */
export type ListedPublication = RenderOnly<Publication & ListNames, (typeof PUBLICATION_CARD_DETAILS)[number]>;

/** A publication: type, date, title, description, pages/size/read time, Read Online, Download and share links. */
export function PublicationCard({
  publication: p,
  origin,
  featured = false,
  onRead,
  headingLevel = featured ? 3 : 4,
  copy,
}: {
  publication: ListedPublication;
  origin: string;
  featured?: boolean;
  onRead: (publication: ListedPublication) => void;
  headingLevel?: 2 | 3 | 4;
  copy: PublicationsCopy;
}) {
  const labels = useCardLabels();
  const formats = useFormats();
  const localized = useLocalizedHref();
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  const details = whole<Publication & ListNames>(p, "description");
  return (
    <article
      className={`flex h-full flex-col rounded-card border border-line bg-white p-5 shadow-card sm:p-6 ${featured ? "lg:p-8" : ""}`}
    >
      <StaticIsland data={details}>
        {(d) => (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
            {featured && (
              <span className="rounded-full bg-gold-300 px-2.5 py-0.5 text-xs font-bold text-brand-900">
                {copy.page.featured}
              </span>
            )}
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${publicationTypeClass(d.type)}`}>
              {d.type_name ?? d.type}
            </span>
            {d.published_at && <time dateTime={isoDate(d.published_at)}>{formats.date(d.published_at)}</time>}
          </div>
        )}
      </StaticIsland>
      <Heading className={`mt-3 font-display font-bold text-ink ${featured ? "text-2xl sm:text-3xl" : "text-xl"}`}>
        {p.title}
      </Heading>
      <StaticIsland data={details}>
        {(d) => (
          <>
            {d.description && <p className="mt-2 flex-1 text-muted">{d.description}</p>}
            <dl className="mt-4 grid grid-cols-3 gap-2 rounded-lg bg-brand-50 p-3 text-center text-sm">
              <div>
                <dt className="text-xs text-muted">{labels.length}</dt>
                <dd className="font-semibold">
                  {d.pages === 1
                    ? labels.onePage
                    : d.pages && d.pages > 1
                      ? fillIn(labels.pageCount, { count: d.pages })
                      : formatPages(d.pages)}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted">{labels.size}</dt>
                <dd className="font-semibold">{orDash(d.size)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">{labels.readTime}</dt>
                <dd className="font-semibold">{orDash(d.read_time)}</dd>
              </div>
            </dl>
          </>
        )}
      </StaticIsland>
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
