import { useState } from "react";
import type { Album } from "../../../shared/collections/index.ts";
import { formatDate } from "../../../shared/format-date.ts";
import { ButtonLink } from "../ui/button.tsx";
import { AlbumCard } from "./album-card.tsx";
import { AlbumViewer } from "./album-viewer.tsx";
import type { GalleryCopy } from "./gallery-copy.ts";
import { Lightbox } from "./lightbox.tsx";

/** /event-gallery: album cards (first album selected), its set tabs and photos, and a lightbox. */
export function EventGallery({ albums, copy }: { albums: Album[]; copy: GalleryCopy }) {
  const [albumId, setAlbumId] = useState(albums[0]?.id);
  const [open, setOpen] = useState<{ day: number; index: number } | null>(null);
  const album = albums.find((e) => e.id === albumId) ?? albums[0];
  if (!album) return <p className="rounded-card border border-line bg-white p-6 text-muted">{copy.empty}</p>;
  const images = open ? (album.sets[open.day]?.photos ?? []) : [];

  function choose(id: number) {
    setAlbumId(id);
    // On a phone the album's photos are below the cards: bring its title into view.
    const title = document.getElementById("album-title");
    if (title && title.getBoundingClientRect().top > window.innerHeight * 0.6) {
      title.scrollIntoView({ behavior: "smooth", block: "start" });
    }
  }

  return (
    <div className="flex flex-col gap-12">
      <section aria-labelledby="albums-title">
        <h2 id="albums-title" className="sr-only">
          {copy.albumsTitle}
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {albums.map((item) => (
            <li key={item.id}>
              <AlbumCard
                album={item}
                selected={item.id === album.id}
                onSelect={() => choose(item.id)}
                setCount={copy.setCount}
              />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="album-title" className="flex flex-col gap-5">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="album-title" className="font-display text-3xl font-bold">
              {album.title}
            </h2>
            <p className="mt-1 text-muted">
              {formatDate(album.date)}
              {album.location && ` · ${album.location}`}
            </p>
            {album.description && <p className="mt-2 max-w-2xl">{album.description}</p>}
          </div>
          <div className="flex flex-wrap gap-2">
            {copy.actions.map((action, i) => (
              <ButtonLink key={action.label} to={action.href} variant={i === 0 ? "primary" : "outline"} size="sm">
                {action.label}
              </ButtonLink>
            ))}
          </div>
        </header>
        <AlbumViewer key={album.id} album={album} copy={copy} onOpenImage={(day, index) => setOpen({ day, index })} />
      </section>
      <Lightbox images={images} index={open?.index ?? null} onClose={() => setOpen(null)} copy={copy} />
    </div>
  );
}
