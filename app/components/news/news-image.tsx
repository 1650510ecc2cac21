import { apiUrl } from "../../lib/api-base.ts";
import { CardImage } from "../cards/card-image.tsx";

/**
 * A news image by the spec's rules: a relative path is served from the API base,
 * a full http(s) URL is used as is, and with none the default artwork is shown.
 */
export function newsImageSrc(imageUrl: string | null | undefined): string | null {
  const value = imageUrl?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  return apiUrl(value);
}

export function NewsImage({
  imageUrl,
  alt,
  className = "aspect-[16/9]",
  priority = false,
}: {
  imageUrl: string | null | undefined;
  alt: string;
  className?: string;
  priority?: boolean;
}) {
  const src = newsImageSrc(imageUrl);
  if (!src) return <CardImage name="default-news" alt={alt} className={className} priority={priority} />;
  return (
    <img
      src={src}
      alt={alt}
      width={1200}
      height={675}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      className={`w-full object-cover ${className}`}
    />
  );
}
