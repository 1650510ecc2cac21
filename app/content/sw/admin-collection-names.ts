import type * as en from "../admin-collection-names.ts";

/** Kiswahili twin of app/content/admin-collection-names.ts (decision 0072; words from docs/kiswahili-glossary.md). */
export const collectionNames: typeof en.collectionNames = {
  openings: { label: "Nafasi", singular: "Nafasi" },
  events: { label: "Matukio", singular: "Tukio" },
  albums: { label: "Albamu za picha", singular: "Albamu" },
  resources: { label: "Nyenzo", singular: "Nyenzo" },
  team: { label: "Timu", singular: "Mwanatimu" },
  partners: { label: "Washirika", singular: "Ushirikiano" },
  stories: { label: "Simulizi", singular: "Simulizi" },
  media: { label: "Vyombo vya habari", singular: "Taarifa ya vyombo vya habari" },
  products: { label: "Bidhaa za duka", singular: "Bidhaa" },
};
