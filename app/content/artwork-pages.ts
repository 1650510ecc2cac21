import type { ArtworkSpec } from "./artwork.ts";

/** Artwork used by the inner content pages (added by the pages that use them). */
export const pageArtwork = {
  // team and about
  "team-executive-director": { motif: "portrait", palette: "brand" },
  "team-programmes-lead": { motif: "portrait", palette: "accent" },
  "team-advocacy-coordinator": { motif: "portrait", palette: "gold" },
  "team-media-lead": { motif: "portrait", palette: "dusk" },
  "about-history-hall": { motif: "gathering", palette: "gold" },
  "about-history-spaces": { motif: "people", palette: "sky" },
  // community impact
  "impact-footbridge": { motif: "landscape", palette: "brand" },
  "impact-youth-planning": { motif: "gathering", palette: "accent" },
  "impact-art-healing": { motif: "pattern", palette: "dusk" },
  // partners
  "collab-budget-literacy": { motif: "document", palette: "brand" },
  "collab-school-clubs": { motif: "people", palette: "sky" },
  "collab-participation-one": { motif: "gathering", palette: "gold" },
  "collab-participation-two": { motif: "gathering", palette: "accent" },
  "collab-art-studios": { motif: "pattern", palette: "dusk" },
  "collab-radio": { motif: "stage", palette: "sky" },
  "collab-women-leadership": { motif: "people", palette: "accent" },
  "collab-conference": { motif: "stage", palette: "brand" },
  "collab-climate": { motif: "landscape", palette: "brand" },
} satisfies Record<string, ArtworkSpec>;
