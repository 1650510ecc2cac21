import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { albumZipPath } from "../../../shared/album-zip.ts";
import { pageHref } from "../../../shared/pagination.ts";
import { useFormats } from "../../lib/formats.ts";
import { contactHref } from "../../lib/links.ts";
import { ButtonLink, buttonClass } from "../ui/button.tsx";
import { Pager, type PagerLabels } from "../ui/pager.tsx";
import { AlbumCard } from "./album-card.tsx";
import { AlbumViewer } from "./album-viewer.tsx";
import type { GalleryCopy } from "./gallery-copy.ts";
import { albumHref, type GalleryPageData } from "./gallery-data.ts";
import { Lightbox } from "./lightbox.tsx";

const note = "rounded-card border border-line bg-white p-6 text-muted";

/**
 * /event-gallery: a page of album cards with its pager, and one album below
 * them with its set tabs, photos and a lightbox. Each card is a link to the
 * address that shows its album (keeping the page), so choosing works without
 * JavaScript and can be shared; with JavaScript only the data changes.
 */
export function EventGallery({
  data,
  path,
  copy,
  pager,
}: {
  data: GalleryPageData;
  /** the gallery's address, e.g. "/event-gallery" */
  path: string;
  copy: GalleryCopy;
  pager: PagerLabels;
}) {
  const formats = useFormats();
  const { albums, album, page, pages } = data;
  const [open, setOpen] = useState<{ day: number; index: number } | null>(null);
  const chosen = useRef(false);
  const location = useLocation();

  // After a card is followed: a new album starts closed, and on a phone, where the album is
  // below the cards, its title is brought into view once it has arrived.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per arrival at an address
  useEffect(() => {
    setOpen(null);
    if (!chosen.current) return;
    chosen.current = false;
    const title = document.getElementById("album-title");
    if (title && title.getBoundingClientRect().top > window.innerHeight * 0.6) {
      title.scrollIntoView({ behavior: "smooth", block: "start" });
    }
  }, [location.key]);

  if (data.failed) return <p className={note}>{copy.failed}</p>;
  if (!album) return <p className={note}>{copy.empty}</p>;
  const images = open ? (album.sets[open.day]?.photos ?? []) : [];

  return (
    <div className="flex flex-col gap-12">
      <section aria-labelledby="albums-title" className="flex flex-col gap-8">
        <h2 id="albums-title" className="sr-only">
          {copy.albumsTitle}
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {albums.map((item) => (
            <li key={item.id}>
              <AlbumCard
                album={item}
                action={{
                  href: albumHref(path, item.id, page),
                  current: item.id === album.id,
                  onFollow: () => {
                    chosen.current = true;
                  },
                }}
                setCount={copy.setCount}
              />
            </li>
          ))}
        </ul>
        <Pager label={copy.pagesLabel} current={page} last={pages} href={(n) => pageHref(path, {}, n)} labels={pager} />
      </section>
      <section aria-labelledby="album-title" className="flex flex-col gap-5">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="album-title" className="scroll-mt-24 font-display text-3xl font-bold">
              {album.title}
            </h2>
            <p className="mt-1 text-muted">
              {formats.date(album.date)}
              {album.location && ` · ${album.location}`}
            </p>
            {album.description && <p className="mt-2 max-w-2xl">{album.description}</p>}
          </div>
          <div className="flex flex-wrap gap-2">
            {/* A full load: the ZIP (or, while it is built, the page saying so) is not one of the app's pages. */}
            <a href={albumZipPath(album.id)} className={buttonClass("primary", "sm")}>
              {copy.actions.download}
            </a>
            <ButtonLink
              to={contactHref(copy.actions.requestSubject(album.title), "resource")}
              variant="outline"
              size="sm"
            >
              {copy.actions.request}
            </ButtonLink>
          </div>
        </header>
        <AlbumViewer
          key={`${album.id}-${data.set}`}
          album={album}
          initialSet={data.set}
          setHref={(set) => albumHref(path, album.id, page, set)}
          copy={copy}
          onOpenImage={(day, index) => setOpen({ day, index })}
        />
      </section>
      <Lightbox images={images} index={open?.index ?? null} onClose={() => setOpen(null)} copy={copy} />
    </div>
  );
}
