import { CardImage } from "../cards/card-image.tsx";
import { imageSrc, UploadedImage } from "../media/uploaded-image.tsx";

/**
 * A news image by these rules: a relative path is served from the API base,
 * a full http(s) URL is used as is, and with none the default artwork is shown.
 */
export const newsImageSrc = imageSrc;

export function NewsImage({
  imageUrl,
  alt,
  className = "aspect-[16/9]",
  priority = false,
  sizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
}: {
  imageUrl: string | null | undefined;
  alt: string;
  className?: string;
  priority?: boolean;
  /** how wide the image shows, for choosing a variant */
  sizes?: string;
}) {
  const src = newsImageSrc(imageUrl);
  if (!src) return <CardImage name="default-news" alt={alt} className={className} priority={priority} />;
  return <UploadedImage url={src} alt={alt} className={className} priority={priority} sizes={sizes} />;
}
