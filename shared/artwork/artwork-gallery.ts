import type { ArtworkMotif, ArtworkPalette, ArtworkSpec } from "./artwork.ts";

/**
 * Artwork for the event gallery (app/content/gallery.ts): one generated picture
 * per photo slot, named `{album}-{n}`, with motifs and palettes cycling so
 * neighbouring photos differ.
 */
const motifs: ArtworkMotif[] = ["gathering", "people", "stage", "portrait", "landscape", "people", "pattern"];

/** 1 | 2 | … | N */
type OneTo<N extends number, A extends number[] = []> = A["length"] extends N
  ? A[number]
  : OneTo<N, [...A, [...A, 0]["length"] & number]>;

function series<P extends string, N extends number>(prefix: P, count: N, palettes: ArtworkPalette[]) {
  const entries: Record<string, ArtworkSpec> = {};
  for (let n = 1; n <= count; n++) {
    entries[`${prefix}-${n}`] = {
      motif: motifs[(n - 1) % motifs.length] ?? "people",
      palette: palettes[(n - 1) % palettes.length] ?? "brand",
      aspect: "landscape",
    };
  }
  return entries as Record<`${P}-${OneTo<N>}`, ArtworkSpec>;
}

export const galleryArtwork = {
  ...series("gallery-conference-2025-day-1", 30, ["brand", "gold", "dusk", "sky", "accent"]),
  ...series("gallery-conference-2025-day-2", 15, ["dusk", "brand", "accent"]),
  ...series("gallery-soft-launch-2023", 8, ["accent", "gold", "brand"]),
  ...series("gallery-conference-2024", 8, ["sky", "brand", "gold"]),
};
