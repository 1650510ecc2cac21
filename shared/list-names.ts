import type { ChoiceList } from "./choices.ts";
import type { PRODUCT_CATEGORIES, RESOURCE_CATEGORIES, STORY_CATEGORIES } from "./collections/categories.ts";
import type { MediaStatus, MediaType } from "./collections/media.ts";
import type { PARTNER_STATUSES } from "./collections/partners.ts";

type PartnerStatus = (typeof PARTNER_STATUSES)[number];

/**
 * The names of list entries in a page's language (decision 0076). A stored
 * value (a news category, a publication type, a resource's category…) stays the
 * English name: it is what filters and addresses use. A Kiswahili page shows
 * `<field>_name` beside it: the name staff gave the entry in Kiswahili (managed
 * lists, in the `translations` table) or the name below (fixed lists, in code),
 * and the English name where there is none.
 */
type FixedChoice =
  | (typeof RESOURCE_CATEGORIES)[number]
  | (typeof STORY_CATEGORIES)[number]
  | (typeof PRODUCT_CATEGORIES)[number]
  | MediaType
  | MediaStatus
  | PartnerStatus;

/** The fixed lists' Kiswahili names (docs/kiswahili-glossary.md); the admin in Kiswahili uses the same words. */
export const FIXED_CHOICE_NAMES_SW: Readonly<Record<FixedChoice, string>> = {
  // Resources and stories
  "Civic Education": "Elimu ya uraia",
  Governance: "Utawala",
  Advocacy: "Utetezi",
  Research: "Utafiti",
  Toolkits: "Vifurushi vya mafunzo",
  Youth: "Vijana",
  Women: "Wanawake",
  "Arts & Wellbeing": "Sanaa na ustawi",
  Environment: "Mazingira",
  Education: "Elimu",
  // Shop
  Apparel: "Mavazi",
  Books: "Vitabu",
  "Art Prints": "Michoro iliyochapishwa",
  Accessories: "Mapambo",
  // Media Hub
  Conference: "Kongamano",
  "X Spaces": "X Spaces",
  Report: "Ripoti",
  Video: "Video",
  Article: "Makala",
  Available: "Inapatikana",
  Featured: "Iliyoangaziwa",
  Live: "Mubashara",
  // Partners' collaborations (ushirikiano)
  Active: "Unaendelea",
  Completed: "Umekamilika",
};

/** Where a kind names a list entry: field → the managed list it comes from, or "fixed". */
export const LIST_FIELDS: Readonly<Record<string, Readonly<Record<string, ChoiceList | "fixed">>>> = {
  news: { category: "news-categories" },
  publications: { type: "publication-types" },
  resources: { category: "fixed" },
  stories: { category: "fixed" },
  products: { category: "fixed" },
  media: { type: "fixed", status: "fixed" },
  partners: { status: "fixed" },
};

/** The name of a list entry in the language of a page: `category_name`, `type_name`, `status_name`. */
export type ListNames = { category_name?: string; type_name?: string; status_name?: string };

/** The field that carries `field`'s entry name in the page's language. */
export const nameField = (field: string) => `${field}_name` as keyof ListNames;

/** A fixed entry's name in Kiswahili, or the English name when it has none. */
export const fixedChoiceNameSw = (english: string): string =>
  (FIXED_CHOICE_NAMES_SW as Record<string, string>)[english] ?? english;
