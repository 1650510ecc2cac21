import { artwork } from "../../../shared/artwork/artwork.ts";
import { artworkUrl, artworkWidths } from "../../../shared/artwork/artwork-files.ts";
import { artworkRef } from "../../../shared/artwork/artwork-ref.ts";
import { resizableUpload, VARIANT_WIDTHS, variantName } from "../../../shared/upload-variants.ts";
import { imageSrc, UploadedImage } from "../media/uploaded-image.tsx";
import { Artwork } from "../ui/artwork.tsx";

const cardSizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

type PictureProps = {
  /** an artwork name, `/art/<name>`, an upload path or an http(s) URL */
  name: string;
  alt: string;
  className?: string;
  sizes?: string;
  priority?: boolean;
};

/**
 * A picture from an image field: generated artwork (a name or `/art/<name>`),
 * or an uploaded image with its responsive variants, or a link as it is.
 */
export function Picture({ name, alt, className = "", sizes = cardSizes, priority = false }: PictureProps) {
  const art = artworkRef(name);
  if (art) return <Artwork name={art} alt={alt} sizes={sizes} priority={priority} className={className} />;
  return <UploadedImage url={name} alt={alt} sizes={sizes} priority={priority} className={className} />;
}

/** The address of a picture's largest JPEG: what a photo links to, so it opens without JavaScript. */
export function largePictureHref(name: string): string {
  const art = artworkRef(name);
  if (art) return artworkUrl(art, Math.max(...artworkWidths(artwork[art])), "jpg");
  const src = imageSrc(name) ?? name;
  const upload = resizableUpload(src);
  return upload
    ? `${upload.base}${variantName(upload.id, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? 1440, "jpg")}`
    : src;
}

/** Every picture of the content pages, cropped to the card's shape (`className` carries the aspect ratio). */
export function CardImage({ className = "aspect-[16/10]", ...props }: PictureProps) {
  // A block wrapper: a <picture> is display: contents, so its <source>s would otherwise take grid cells.
  return (
    <div className="h-full min-w-0">
      <Picture className={className} {...props} />
    </div>
  );
}
