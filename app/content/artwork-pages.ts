import type { ArtworkSpec } from "./artwork.ts";

/** Artwork used by the inner content pages (added by the pages that use them). */
export const pageArtwork = {} satisfies Record<string, ArtworkSpec>;
