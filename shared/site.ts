/**
 * The organisation's fixed identity, used everywhere it appears (header, footer,
 * structured data). Its contact details, donation numbers, social links and
 * impact figures are site settings staff edit in the admin (shared/site-settings.ts).
 */
export const site = {
  name: "Uraia",
  legalName: "Uraia Civic Trust",
  tagline: "Civic education, good governance and grassroots voices across Kenya",
  description:
    "Uraia is a Kenyan non-profit for civic education, good governance and public participation: community dialogues, X Spaces conversations, conferences and the Art in Heart initiative.",
  country: "Kenya",
  foundedYear: 2020,
} as const;
