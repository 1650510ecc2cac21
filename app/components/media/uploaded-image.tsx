import { resizableUpload, VARIANT_WIDTHS, variantName, variantSrcSet } from "../../../shared/upload-variants.ts";
import { apiUrl } from "../../lib/api-base.ts";
import { useLite } from "../../lib/lite.ts";

/** An image URL as pages load it: relative paths from the API base, http(s) URLs as they are. */
export function imageSrc(imageUrl: string | null | undefined): string | null {
  const value = imageUrl?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  return apiUrl(value);
}

/**
 * An uploaded image: its responsive variants (AVIF, WebP, JPEG at three widths)
 * when it is one of ours, else the URL as it is. `width`/`height` reserve the space.
 */
export function UploadedImage({
  url,
  alt,
  className = "",
  sizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
  priority = false,
  width = 1200,
  height = 675,
}: {
  url: string;
  alt: string;
  className?: string;
  sizes?: string;
  priority?: boolean;
  width?: number;
  height?: number;
}) {
  const lite = useLite();
  const src = imageSrc(url) ?? url;
  const upload = resizableUpload(src);
  const common = {
    width,
    height,
    loading: priority ? ("eager" as const) : ("lazy" as const),
    decoding: "async" as const,
    className: `w-full object-cover ${className}`,
  };
  if (!upload) return <img src={src} alt={alt} {...common} />;
  const widths = lite ? VARIANT_WIDTHS.slice(0, 1) : VARIANT_WIDTHS;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={variantSrcSet(upload, "avif", widths)} sizes={sizes} />
      <source type="image/webp" srcSet={variantSrcSet(upload, "webp", widths)} sizes={sizes} />
      <img
        src={`${upload.base}${variantName(upload.id, lite ? VARIANT_WIDTHS[0] : 960, "jpg")}`}
        srcSet={variantSrcSet(upload, "jpg", widths)}
        sizes={sizes}
        alt={alt}
        fetchPriority={priority ? "high" : undefined}
        {...common}
      />
    </picture>
  );
}
