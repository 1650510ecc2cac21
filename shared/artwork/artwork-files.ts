import type { ArtworkAspect, ArtworkSpec } from "./artwork.ts";

/**
 * Where the generated artwork files live and at which sizes: one contract for
 * the generator (server/artwork) and the <Artwork> component.
 */
export const ARTWORK_BASE = "/art";
export const ARTWORK_FORMATS = ["avif", "webp", "jpg"] as const;
export type ArtworkFormat = (typeof ARTWORK_FORMATS)[number];

const RATIOS: Record<ArtworkAspect, number> = { landscape: 2 / 3, wide: 9 / 16, square: 1 };
const WIDTHS: Record<ArtworkAspect, number[]> = {
  landscape: [400, 800, 1200],
  wide: [640, 1024, 1600],
  square: [320, 640],
};

export function artworkAspect(spec: ArtworkSpec): ArtworkAspect {
  if (spec.aspect) return spec.aspect;
  return spec.motif === "portrait" || spec.motif === "product" ? "square" : "landscape";
}

/** Lite mode's one width per shape (docs/product.md, "Lite mode"): the smallest that still reads on a phone. */
const LITE_WIDTHS: Record<ArtworkAspect, number> = { landscape: 240, wide: 384, square: 160 };

/** The widths full pages offer for an artwork, smallest first, and the height at a width. */
export function artworkWidths(spec: ArtworkSpec): number[] {
  return WIDTHS[artworkAspect(spec)];
}

/** The width a lite page offers. */
export function artworkLiteWidth(spec: ArtworkSpec): number {
  return LITE_WIDTHS[artworkAspect(spec)];
}

/** Every width generated: lite's and the full pages'. */
export function generatedArtworkWidths(spec: ArtworkSpec): number[] {
  return [artworkLiteWidth(spec), ...artworkWidths(spec)];
}

export function artworkHeight(spec: ArtworkSpec, width: number): number {
  return Math.round(width * RATIOS[artworkAspect(spec)]);
}

export function artworkFile(name: string, width: number, format: ArtworkFormat): string {
  return `${name}-${width}.${format}`;
}

export function artworkUrl(name: string, width: number, format: ArtworkFormat): string {
  return `${ARTWORK_BASE}/${artworkFile(name, width, format)}`;
}

export function artworkSrcSet(
  name: string,
  spec: ArtworkSpec,
  format: ArtworkFormat,
  widths: readonly number[] = artworkWidths(spec),
): string {
  return widths.map((w) => `${artworkUrl(name, w, format)} ${w}w`).join(", ");
}
