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
  // programs
  "program-x-spaces": { motif: "people", palette: "sky" },
  "program-conferences": { motif: "stage", palette: "brand" },
  "program-participation": { motif: "gathering", palette: "gold" },
  "program-civic-education": { motif: "document", palette: "brand" },
  "program-advocacy": { motif: "gathering", palette: "accent" },
  "program-art-in-heart": { motif: "pattern", palette: "dusk" },
  // civic education
  "civic-first-voters": { motif: "people", palette: "brand" },
  "civic-budget-champions": { motif: "document", palette: "gold" },
  "civic-facilitators": { motif: "gathering", palette: "sky" },
  "civic-know-county": { motif: "landscape", palette: "brand" },
  "civic-women-leadership": { motif: "portrait", palette: "accent" },
  "civic-schools": { motif: "people", palette: "gold" },
  // grassroots advocacy
  "campaign-open-budgets": { motif: "document", palette: "brand" },
  "campaign-safe-water": { motif: "landscape", palette: "sky" },
  "campaign-youth-seats": { motif: "people", palette: "gold" },
  "campaign-footbridge": { motif: "landscape", palette: "brand" },
  "campaign-accessible-hearings": { motif: "gathering", palette: "sky" },
  "campaign-market-lighting": { motif: "pattern", palette: "gold" },
  "advocacy-story-bridge": { motif: "landscape", palette: "accent" },
  "advocacy-story-youth": { motif: "people", palette: "brand" },
  "advocacy-story-market": { motif: "gathering", palette: "dusk" },
  // art in heart
  "art-in-heart-studio": { motif: "pattern", palette: "dusk" },
  // media hub
  "media-conference": { motif: "stage", palette: "brand" },
  "media-x-spaces": { motif: "people", palette: "sky" },
  "media-report": { motif: "document", palette: "gold" },
  // volunteer roles
  "volunteer-facilitator": { motif: "gathering", palette: "accent" },
  "volunteer-x-spaces": { motif: "people", palette: "sky" },
  "volunteer-art": { motif: "pattern", palette: "dusk" },
  "volunteer-research": { motif: "document", palette: "brand" },
  "volunteer-club-mentor": { motif: "people", palette: "gold" },
  "volunteer-media": { motif: "stage", palette: "sky" },
  // internships
  "intern-civic-education": { motif: "gathering", palette: "brand" },
  "intern-research": { motif: "document", palette: "sky" },
  "intern-communications": { motif: "stage", palette: "accent" },
  "intern-mobilisation": { motif: "people", palette: "gold" },
  "intern-finance": { motif: "document", palette: "brand" },
  "intern-arts": { motif: "pattern", palette: "dusk" },
  // jobs
  "job-programmes-manager": { motif: "gathering", palette: "brand" },
  "job-county-coordinator": { motif: "landscape", palette: "gold" },
  "job-communications": { motif: "stage", palette: "sky" },
  "job-monitoring": { motif: "document", palette: "accent" },
  "job-art-coordinator": { motif: "pattern", palette: "dusk" },
  "job-finance": { motif: "document", palette: "gold" },
  // shop
  "product-hoodie": { motif: "product", palette: "brand" },
  "product-tshirt": { motif: "product", palette: "accent" },
  "product-canvas-print": { motif: "pattern", palette: "dusk" },
  "product-handbook": { motif: "document", palette: "gold" },
  "product-notebooks": { motif: "product", palette: "gold" },
  "product-tote": { motif: "product", palette: "sky" },
  // community club
  "club-youth": { motif: "people", palette: "brand" },
  "club-school": { motif: "people", palette: "sky" },
  "club-women": { motif: "gathering", palette: "accent" },
  "club-art": { motif: "pattern", palette: "dusk" },
  "club-story-isinya": { motif: "landscape", palette: "sky" },
  "club-story-machakos": { motif: "stage", palette: "gold" },
  "club-story-ngong": { motif: "portrait", palette: "accent" },
} satisfies Record<string, ArtworkSpec>;
