import { lazy, Suspense, useRef, useState } from "react";
import type { Photo } from "../../../shared/collections/index.ts";
import type { RenderOnly } from "../../lib/render-only.ts";
import { Button } from "../ui/button.tsx";
import { IslandSection, type SectionWords } from "../ui/island-section.tsx";
import { Overlay } from "../ui/overlay.tsx";
import { StaticIsland } from "../ui/static-island.tsx";
import { AlbumCard } from "./album-card.tsx";
import type { GalleryCopy } from "./gallery-copy.ts";
import { type AlbumSummary, albumHref, type HomeGalleryData } from "./gallery-data.ts";
import { ImageGrid, openFromGrid } from "./image-grid.tsx";
import { useAlbum } from "./use-album.ts";

// The album window's and the lightbox's code are fetched when a visitor first opens one, not with the
// home page's first load (our own first-load code stays within its budget, decision 0041).
const AlbumViewer = lazy(() => import("./album-viewer.tsx").then((m) => ({ default: m.AlbumViewer })));
const Lightbox = lazy(() => import("./lightbox.tsx").then((m) => ({ default: m.Lightbox })));

/** Where the home page's album cards and set tabs lead without JavaScript. */
const GALLERY_PATH = "/event-gallery";

/** The gallery's words the home page's album window and lightbox show (the section's heading is render-only). */
export type HomeGalleryCopy = Pick<
  GalleryCopy,
  "setCount" | "openImage" | "close" | "tabsLabel" | "photoCount" | "previous" | "next" | "counter"
> & { home: Pick<GalleryCopy["home"], "loading" | "loadFailed" | "retry"> };

/** Only those words of the gallery's (its page's meta, hero and actions, and the section's heading, stay on the server). */
export function homeGalleryCopy(copy: GalleryCopy): HomeGalleryCopy {
  const { home, setCount, openImage, close, tabsLabel, photoCount, previous, next, counter } = copy;
  const { loading, loadFailed, retry } = home;
  return {
    home: { loading, loadFailed, retry },
    setCount,
    openImage,
    close,
    tabsLabel,
    photoCount,
    previous,
    next,
    counter,
  };
}

/** The home gallery section's heading and link, from the gallery's words. */
export const homeGalleryWords = ({ home }: GalleryCopy): SectionWords => ({
  eyebrow: home.eyebrow,
  title: home.title,
  intro: home.intro,
  viewAll: home.viewAll,
});

/**
 * The home page's gallery section: album cards are links to their album in the
 * event gallery; with JavaScript they open an album window whose day
 * tabs are loaded when it opens (the page carries only the cards); the
 * highlight photos (first 4 of each album's first set, at most 12) open a
 * lightbox that browses them all.
 */
export function HomeGallery({
  words,
  data,
  copy: gallery,
}: {
  /** the section's heading and link: render-only (the server's HTML in the browser after a document) */
  words: SectionWords | undefined;
  /** the highlights are render-only: in the browser after a document, the grid is the server's */
  data: RenderOnly<HomeGalleryData, "highlights">;
  copy: HomeGalleryCopy;
}) {
  const { albums, highlights } = data;
  const [chosen, setChosen] = useState<AlbumSummary | null>(null);
  const { load, retry } = useAlbum(chosen?.id ?? null);
  const [lightbox, setLightbox] = useState<{ images: Photo[]; index: number } | null>(null);
  // The lightbox stays mounted once opened, so it closes as it always has.
  const lightboxUsed = useRef(false);
  if (lightbox) lightboxUsed.current = true;
  const copy = gallery.home;

  return (
    <IslandSection id="gallery" tone="tint" words={words} viewAllTo={GALLERY_PATH} viewAllClassName="mt-8">
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
        {/* The server's grid, its photos read back from it on a click (no hydration data for them). */}
        <StaticIsland data={highlights} enhance={openFromGrid((images, index) => setLightbox({ images, index }))}>
          {(images) => (
            <ImageGrid
              images={images}
              onOpen={(index) => setLightbox({ images, index })}
              openLabel={gallery.openImage}
            />
          )}
        </StaticIsland>
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
    </IslandSection>
  );
}
