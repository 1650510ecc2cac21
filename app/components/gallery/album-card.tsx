import type { MouseEvent } from "react";
import { isoDate } from "../../../shared/format-date.ts";
import { useFormats } from "../../lib/formats.ts";
import { Picture } from "../cards/card-image.tsx";
import { coversCard } from "../ui/card-button.ts";
import { Link } from "../ui/localized-link.tsx";
import type { AlbumSummary } from "./gallery-data.ts";

/**
 * A card is a link to the address that shows the album in /event-gallery, so
 * it works without JavaScript; `onFollow` may act instead (the home page's
 * window calls preventDefault and opens the album in place).
 */
export type AlbumCardAction = {
  href: string;
  current: boolean;
  onFollow?: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/** An album: cover, title, date and 'N set(s)'; pressing it shows or opens the album. */
export function AlbumCard({
  album,
  action,
  setCount,
  headingLevel = 3,
}: {
  album: AlbumSummary;
  action: AlbumCardAction;
  setCount: (n: number) => string;
  headingLevel?: 2 | 3;
}) {
  const formats = useFormats();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const selected = action.current;
  // The card is a heading with a link (named by the album's title) whose ::after covers the whole
  // card: the title stays in the page's outline.
  const name = `text-left ${coversCard}`;
  return (
    <div
      className={`group relative flex w-full flex-col overflow-hidden rounded-card border bg-white text-left shadow-card transition ${
        selected ? "border-brand-700 ring-2 ring-brand-700" : "border-line hover:border-brand-400"
      }`}
    >
      <div className="overflow-hidden">
        {album.cover ? (
          <Picture
            name={album.cover}
            alt=""
            sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw"
            className="aspect-[3/2] transition-transform duration-300 group-hover:scale-105"
          />
        ) : (
          <div className="aspect-[3/2] bg-brand-50" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <Heading className="font-display text-lg font-bold text-ink">
          <Link
            to={action.href}
            preventScrollReset
            aria-current={action.current ? "true" : undefined}
            onClick={action.onFollow}
            className={name}
          >
            {album.title}
          </Link>
        </Heading>
        <p className="text-sm text-muted">
          <time dateTime={isoDate(album.date)}>{formats.date(album.date)}</time>
          {album.location && ` · ${album.location}`}
        </p>
        <p className="mt-1 text-sm font-semibold text-brand-700">{setCount(album.setCount)}</p>
      </div>
    </div>
  );
}
