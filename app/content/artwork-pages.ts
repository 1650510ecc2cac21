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
  // community stories
  "story-footbridge": { motif: "landscape", palette: "brand" },
  "story-painting": { motif: "pattern", palette: "dusk" },
  "story-youth-seat": { motif: "people", palette: "gold" },
  "story-chama": { motif: "gathering", palette: "accent" },
  "story-climate": { motif: "landscape", palette: "sky" },
  "story-civics-club": { motif: "people", palette: "brand" },
  "story-hearing": { motif: "stage", palette: "gold" },
  "story-sign-language": { motif: "portrait", palette: "sky" },
  // resources
  "resource-budget-guide": { motif: "document", palette: "brand" },
  "resource-participation-toolkit": { motif: "document", palette: "gold" },
  "resource-mca-video": { motif: "stage", palette: "sky" },
  "resource-participation-report": { motif: "document", palette: "accent" },
  "resource-templates": { motif: "document", palette: "sky" },
  "resource-bill-of-rights": { motif: "document", palette: "dusk" },
  "resource-youth-brief": { motif: "people", palette: "gold" },
  "resource-scorecard": { motif: "pattern", palette: "brand" },
  "resource-devolution-report": { motif: "landscape", palette: "accent" },
  "resource-dialogue-handbook": { motif: "gathering", palette: "brand" },
} satisfies Record<string, ArtworkSpec>;
