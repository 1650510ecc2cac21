import { useState } from "react";
import type { Album } from "../../../shared/collections/index.ts";
import { ButtonLink } from "../ui/button.tsx";
import { Section } from "../ui/layout.tsx";
import { Overlay } from "../ui/overlay.tsx";
import { AlbumCard } from "./album-card.tsx";
import { AlbumViewer } from "./album-viewer.tsx";
import { type GalleryCopy, homeLightboxPhotos } from "./gallery-copy.ts";
import { ImageGrid } from "./image-grid.tsx";
import { Lightbox } from "./lightbox.tsx";

/**
 * The home page's gallery section: album cards open an album modal with day
 * tabs; the highlight photos (first 4 of each album's first set, at most 12)
 * open a lightbox that browses them all.
 */
export function HomeGallery({ albums, copy: gallery }: { albums: Album[]; copy: GalleryCopy }) {
  const highlights = homeLightboxPhotos(albums);
  const [album, setAlbum] = useState<Album | null>(null);
  const [lightbox, setLightbox] = useState<{ images: typeof highlights; index: number } | null>(null);
  const copy = gallery.home;

  return (
    <Section id="gallery" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} tone="tint">
      <ul className="grid gap-5 sm:grid-cols-3">
        {albums.map((item) => (
          <li key={item.id}>
            <AlbumCard album={item} onSelect={() => setAlbum(item)} setCount={gallery.setCount} />
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
        <ButtonLink to="/event-gallery" variant="outline">
          {copy.viewAll}
        </ButtonLink>
      </div>
      <Overlay open={album !== null} onClose={() => setAlbum(null)} label={album?.title ?? ""}>
        {album && (
          <div className="pointer-events-none flex h-full items-start justify-center overflow-y-auto p-3 sm:p-8">
            <div className="pointer-events-auto w-full max-w-5xl rounded-card bg-white p-5 text-ink shadow-2xl sm:p-8">
              <div className="mb-5 flex items-start justify-between gap-4">
                <h3 className="font-display text-2xl font-bold">{album.title}</h3>
                <button
                  type="button"
                  onClick={() => setAlbum(null)}
                  aria-label={gallery.close}
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-2xl text-muted hover:bg-brand-50"
                >
                  ×
                </button>
              </div>
              <AlbumViewer
                key={album.id}
                album={album}
                copy={gallery}
                onOpenImage={(day, index) => setLightbox({ images: album.sets[day]?.photos ?? [], index })}
              />
            </div>
          </div>
        )}
      </Overlay>
      <Lightbox
        images={lightbox?.images ?? []}
        index={lightbox?.index ?? null}
        onClose={() => setLightbox(null)}
        onStep={(index) => setLightbox((current) => (current ? { ...current, index } : current))}
        copy={gallery}
      />
    </Section>
  );
}
