import { lazy, Suspense, useRef, useState } from "react";
import type { Photo } from "../../../shared/collections/index.ts";
import { Button, ButtonLink } from "../ui/button.tsx";
import { Section } from "../ui/layout.tsx";
import { Overlay } from "../ui/overlay.tsx";
import { AlbumCard } from "./album-card.tsx";
import type { GalleryCopy } from "./gallery-copy.ts";
import { type AlbumSummary, albumHref, type HomeGalleryData } from "./gallery-data.ts";
import { ImageGrid } from "./image-grid.tsx";
import { useAlbum } from "./use-album.ts";

// The album window's and the lightbox's code are fetched when a visitor first opens one, not with the
// home page's first load (our own first-load code stays within its budget, decision 0041).
const AlbumViewer = lazy(() => import("./album-viewer.tsx").then((m) => ({ default: m.AlbumViewer })));
const Lightbox = lazy(() => import("./lightbox.tsx").then((m) => ({ default: m.Lightbox })));

/** Where the home page's album cards and set tabs lead without JavaScript. */
const GALLERY_PATH = "/event-gallery";

/**
 * The home page's gallery section: album cards are links to their album in the
 * event gallery; with JavaScript they open an album window whose day
 * tabs are loaded when it opens (the page carries only the cards); the
 * highlight photos (first 4 of each album's first set, at most 12) open a
 * lightbox that browses them all.
 */
export function HomeGallery({ data, copy: gallery }: { data: HomeGalleryData; copy: GalleryCopy }) {
  const { albums, highlights } = data;
  const [chosen, setChosen] = useState<AlbumSummary | null>(null);
  const { load, retry } = useAlbum(chosen?.id ?? null);
  const [lightbox, setLightbox] = useState<{ images: Photo[]; index: number } | null>(null);
  // The lightbox stays mounted once opened, so it closes as it always has.
  const lightboxUsed = useRef(false);
  if (lightbox) lightboxUsed.current = true;
  const copy = gallery.home;

  return (
    <Section id="gallery" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} tone="tint">
      <ul className="grid gap-5 sm:grid-cols-3">
        {albums.map((item) => (
          <li key={item.id}>
            <AlbumCard
              album={item}
              action={{
                href: albumHref(GALLERY_PATH, item.id, 1),
                current: false,
                onFollow: (event) => {
                  event.preventDefault();
                  setChosen(item);
                },
              }}
              setCount={gallery.setCount}
            />
          </li>
        ))}
      </ul>
      <div className="mt-10">
        <ImageGrid
          images={highlights}
          onOpen={(index) => setLightbox({ images: highlights, index })}
          openLabel={gallery.openImage}
        />
      </div>
      <div className="mt-8 text-center">
        <ButtonLink to={GALLERY_PATH} variant="outline">
          {copy.viewAll}
        </ButtonLink>
      </div>
      <Overlay open={chosen !== null} onClose={() => setChosen(null)} label={chosen?.title ?? ""}>
        {chosen && (
          <div className="pointer-events-none flex h-full items-start justify-center overflow-y-auto p-3 sm:p-8">
            <div className="pointer-events-auto w-full max-w-5xl rounded-card bg-white p-5 text-ink shadow-2xl sm:p-8">
              <div className="mb-5 flex items-start justify-between gap-4">
                <h3 className="font-display text-2xl font-bold">{chosen.title}</h3>
                <button
                  type="button"
                  onClick={() => setChosen(null)}
                  aria-label={gallery.close}
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-2xl text-muted hover:bg-brand-50"
                >
                  ×
                </button>
              </div>
              {load.state === "ready" && load.album.id === chosen.id ? (
                <Suspense fallback={null}>
                  <AlbumViewer
                    key={load.album.id}
                    album={load.album}
                    initialSet={0}
                    setHref={(set) => albumHref(GALLERY_PATH, load.album.id, 1, set)}
                    copy={gallery}
                    onOpenImage={(day, index) => setLightbox({ images: load.album.sets[day]?.photos ?? [], index })}
                  />
                </Suspense>
              ) : load.state === "failed" ? (
                <div role="alert" className="flex flex-col items-start gap-3 rounded-card bg-brand-50 p-5">
                  <p>{copy.loadFailed}</p>
                  <Button variant="outline" size="sm" onClick={retry}>
                    {copy.retry}
                  </Button>
                </div>
              ) : (
                <p role="status" className="py-10 text-center text-muted">
                  {copy.loading}
                </p>
              )}
            </div>
          </div>
        )}
      </Overlay>
      {lightboxUsed.current && (
        <Suspense fallback={null}>
          <Lightbox
            images={lightbox?.images ?? []}
            index={lightbox?.index ?? null}
            onClose={() => setLightbox(null)}
            onStep={(index) => setLightbox((current) => (current ? { ...current, index } : current))}
            copy={gallery}
          />
        </Suspense>
      )}
    </Section>
  );
}
