import type { Photo } from "../../../shared/collections/index.ts";
import { largePictureHref, Picture } from "../cards/card-image.tsx";

/** Where each of a grid's links keeps its photo, so a grid the server rendered can be read back. */
const PHOTO_LINK = "a[data-photo-url]";

const photoOf = (link: HTMLAnchorElement): Photo => ({
  url: link.dataset.photoUrl ?? "",
  alt: link.dataset.photoAlt ?? "",
  caption: link.dataset.photoCaption ?? "",
});

/**
 * For a grid the server rendered and hydration left alone (a static island's
 * `enhance`, docs/decisions/0093-hydrate-less.md): a click on a photo opens it
 * with `onOpen`, its photos read back from the links, so the page's hydration
 * data need not carry them.
 */
export function openFromGrid(onOpen: (images: Photo[], index: number) => void) {
  return (element: HTMLElement) => {
    const listener = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.(PHOTO_LINK);
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const links = [...element.querySelectorAll<HTMLAnchorElement>(PHOTO_LINK)];
      event.preventDefault();
      onOpen(links.map(photoOf), links.indexOf(link));
    };
    element.addEventListener("click", listener);
    return () => element.removeEventListener("click", listener);
  };
}

/**
 * Small lazy thumbnails, each a link to the photo at full size (so it opens
 * without JavaScript); with JavaScript it opens in the lightbox instead.
 */
export function ImageGrid({
  images,
  onOpen,
  openLabel,
}: {
  images: Photo[];
  onOpen: (index: number) => void;
  /** "Open photo" */
  openLabel: string;
}) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4">
      {images.map((image, index) => (
        <li key={`${index}-${image.url}`}>
          <a
            href={largePictureHref(image.url)}
            data-photo-url={image.url}
            data-photo-alt={image.alt}
            data-photo-caption={image.caption || undefined}
            onClick={(event) => {
              event.preventDefault();
              onOpen(index);
            }}
            aria-label={`${openLabel}: ${image.alt}`}
            className="block w-full overflow-hidden rounded-lg focus-visible:outline-3"
          >
            <Picture
              name={image.url}
              alt=""
              sizes="(min-width: 1024px) 22vw, (min-width: 640px) 30vw, 45vw"
              className="aspect-[3/2] transition-transform duration-300 hover:scale-105"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
