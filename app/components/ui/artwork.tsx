import { preload } from "react-dom";
import { type ArtworkName, artwork } from "../../../shared/artwork/artwork.ts";
import {
  artworkHeight,
  artworkLiteWidth,
  artworkSrcSet,
  artworkUrl,
  artworkWidths,
} from "../../../shared/artwork/artwork-files.ts";
import { useLite } from "../../lib/lite.ts";

/**
 * Generated artwork (server/artwork) as a responsive <picture>: AVIF and WebP
 * at several widths with a JPEG fallback. width/height reserve the space (no
 * layout shift); lazy unless `priority`, which also raises its fetch priority.
 * In lite mode only the smallest width is offered.
 */
export function Artwork({
  name,
  alt,
  sizes = "100vw",
  priority = false,
  className = "",
}: {
  name: ArtworkName;
  alt: string;
  sizes?: string;
  priority?: boolean;
  className?: string;
}) {
  const spec = artwork[name];
  const widths = useLite() ? [artworkLiteWidth(spec)] : artworkWidths(spec);
  const fallback = widths[Math.min(1, widths.length - 1)] ?? widths[0] ?? 800;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={artworkSrcSet(name, spec, "avif", widths)} sizes={sizes} />
      <source type="image/webp" srcSet={artworkSrcSet(name, spec, "webp", widths)} sizes={sizes} />
      <img
        src={artworkUrl(name, fallback, "jpg")}
        srcSet={artworkSrcSet(name, spec, "jpg", widths)}
        sizes={sizes}
        alt={alt}
        width={fallback}
        height={artworkHeight(spec, fallback)}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? "sync" : "async"}
        className={`block w-full object-cover ${/(^|\s)h-/.test(className) ? "" : "h-auto"} ${className}`}
      />
    </picture>
  );
}

/**
 * Preloads the AVIF of an above-the-fold artwork (call while rendering the
 * page; React puts the tag in <head>), at lite mode's width on a lite page.
 * null (the place shows an uploaded image instead): nothing to preload.
 */
export function useArtworkPreload(name: ArtworkName | null, sizes = "100vw") {
  const lite = useLite();
  if (!name) return;
  const spec = artwork[name];
  const widths = lite ? [artworkLiteWidth(spec)] : artworkWidths(spec);
  preload(artworkUrl(name, widths[0] ?? 800, "avif"), {
    as: "image",
    type: "image/avif",
    imageSrcSet: artworkSrcSet(name, spec, "avif", widths),
    imageSizes: sizes,
    fetchPriority: "high",
  });
}
