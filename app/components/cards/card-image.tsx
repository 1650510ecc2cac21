import { artworkRef } from "../../../shared/artwork/artwork-ref.ts";
import { UploadedImage } from "../media/uploaded-image.tsx";
import { Artwork } from "../ui/artwork.tsx";

const cardSizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/**
 * Every picture of the content pages, cropped to the card's shape (`className`
 * carries the aspect ratio and rounding): generated artwork (a name or
 * `/art/<name>`), or an uploaded image with its responsive variants.
 */
export function CardImage({
  name,
  alt,
  className = "aspect-[16/10]",
  sizes = cardSizes,
  priority = false,
}: {
  /** an artwork name, `/art/<name>`, an upload path or an http(s) URL */
  name: string;
  alt: string;
  className?: string;
  sizes?: string;
  priority?: boolean;
}) {
  const art = artworkRef(name);
  // A block wrapper: a <picture> is display: contents, so its <source>s would otherwise take grid cells.
  return (
    <div className="h-full min-w-0">
      {art ? (
        <Artwork name={art} alt={alt} sizes={sizes} priority={priority} className={className} />
      ) : (
        <UploadedImage url={name} alt={alt} sizes={sizes} priority={priority} className={`h-full ${className}`} />
      )}
    </div>
  );
}
