import type { ArtworkSpec } from "./artwork.ts";

/** Artwork used by the home page (hero slides and sections). */
export const homeArtwork = {
  "hero-dialogue": { motif: "gathering", palette: "brand", aspect: "wide" },
  "hero-x-spaces": { motif: "stage", palette: "dusk", aspect: "wide" },
  "hero-participation": { motif: "people", palette: "gold", aspect: "wide" },
  "hero-art-in-heart": { motif: "pattern", palette: "accent", aspect: "wide" },
  "home-about": { motif: "landscape", palette: "brand" },
  "home-program-civic": { motif: "document", palette: "brand" },
  "home-program-spaces": { motif: "stage", palette: "sky" },
  "home-program-participation": { motif: "gathering", palette: "gold" },
  "home-program-art": { motif: "pattern", palette: "dusk" },
  "home-collab-youth": { motif: "people", palette: "accent" },
  "home-collab-budget": { motif: "document", palette: "gold" },
  "home-collab-conference": { motif: "stage", palette: "brand" },
} satisfies Record<string, ArtworkSpec>;
