import { useState } from "react";
import { formatDate } from "../../../shared/format-date.ts";
import { type GalleryEvent, galleryPage } from "../../content/gallery.ts";
import { ButtonLink } from "../ui/button.tsx";
import { AlbumCard } from "./album-card.tsx";
import { AlbumViewer } from "./album-viewer.tsx";
import { Lightbox } from "./lightbox.tsx";

/** /event-gallery: album cards (first album selected), its day tabs and photos, and a lightbox. */
export function EventGallery({ events }: { events: GalleryEvent[] }) {
  const [albumId, setAlbumId] = useState(events[0]?.id);
  const [open, setOpen] = useState<{ day: number; index: number } | null>(null);
  const album = events.find((e) => e.id === albumId) ?? events[0];
  if (!album) return null;
  const images = open ? (album.days[open.day]?.images ?? []) : [];

  function choose(id: string) {
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
          {galleryPage.albumsTitle}
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {events.map((event) => (
            <li key={event.id}>
              <AlbumCard event={event} selected={event.id === album.id} onSelect={() => choose(event.id)} />
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
              {formatDate(album.date)} · {album.location}
            </p>
            <p className="mt-2 max-w-2xl">{album.description}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {galleryPage.actions.map((action, i) => (
              <ButtonLink key={action.label} to={action.href} variant={i === 0 ? "primary" : "outline"} size="sm">
                {action.label}
              </ButtonLink>
            ))}
          </div>
        </header>
        <AlbumViewer key={album.id} event={album} onOpenImage={(day, index) => setOpen({ day, index })} />
      </section>
      <Lightbox images={images} index={open?.index ?? null} onClose={() => setOpen(null)} />
    </div>
  );
}
