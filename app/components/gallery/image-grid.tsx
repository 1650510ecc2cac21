import type { Photo } from "../../../shared/collections/index.ts";
import { largePictureHref, Picture } from "../cards/card-image.tsx";

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
