import { resizableUpload, VARIANT_WIDTHS, variantName, variantSrcSet } from "../../../shared/upload-variants.ts";
import { apiUrl } from "../../lib/api-base.ts";
import { useSaveData } from "../../lib/save-data.ts";
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
  sizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
}: {
  imageUrl: string | null | undefined;
  alt: string;
  className?: string;
  priority?: boolean;
  /** how wide the image shows, for choosing a variant */
  sizes?: string;
}) {
  const saveData = useSaveData();
  const src = newsImageSrc(imageUrl);
  if (!src) return <CardImage name="default-news" alt={alt} className={className} priority={priority} />;
  const upload = resizableUpload(src);
  if (upload) {
    const widths = saveData ? VARIANT_WIDTHS.slice(0, 1) : VARIANT_WIDTHS;
    return (
      <picture className="contents">
        <source type="image/avif" srcSet={variantSrcSet(upload, "avif", widths)} sizes={sizes} />
        <source type="image/webp" srcSet={variantSrcSet(upload, "webp", widths)} sizes={sizes} />
        <img
          src={`${upload.base}${variantName(upload.id, saveData ? VARIANT_WIDTHS[0] : 960, "jpg")}`}
          srcSet={variantSrcSet(upload, "jpg", widths)}
          sizes={sizes}
          alt={alt}
          width={1200}
          height={675}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          className={`w-full object-cover ${className}`}
        />
      </picture>
    );
  }
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
