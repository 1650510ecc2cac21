import type { Photo } from "../../../shared/collections/index.ts";
import { Picture } from "../cards/card-image.tsx";

/** Small lazy thumbnails; pressing one opens it in the lightbox. */
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
          <button
            type="button"
            onClick={() => onOpen(index)}
            aria-label={`${openLabel}: ${image.alt}`}
            className="block w-full overflow-hidden rounded-lg focus-visible:outline-3"
          >
            <Picture
              name={image.url}
              alt=""
              sizes="(min-width: 1024px) 22vw, (min-width: 640px) 30vw, 45vw"
              className="aspect-[3/2] transition-transform duration-300 hover:scale-105"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
