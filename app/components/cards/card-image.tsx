import type { ArtworkName } from "../../../shared/artwork/artwork.ts";
import { Artwork } from "../ui/artwork.tsx";

const cardSizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/**
 * Every picture of the content pages: generated artwork cropped to the card's
 * shape (`className` carries the aspect ratio and rounding).
 */
export function CardImage({
  name,
  alt,
  className = "aspect-[16/10]",
  sizes = cardSizes,
  priority = false,
}: {
  name: ArtworkName;
  alt: string;
  className?: string;
  sizes?: string;
  priority?: boolean;
}) {
  // A block wrapper: <Artwork>'s <picture> is display: contents, so its <source>s would otherwise take grid cells.
  return (
    <div className="h-full min-w-0">
      <Artwork name={name} alt={alt} sizes={sizes} priority={priority} className={className} />
    </div>
  );
}
