import type { ChoiceList } from "../../shared/choices.ts";

/** The words of one managed list's card on the Settings screen. */
export type ChoiceListCopy = {
  list: ChoiceList;
  title: string;
  intro: string;
  newLabel: string;
  uses: (n: number) => string;
};

const uses = (one: string, many: string) => (n: number) =>
  n === 0 ? "Not used" : `Used by ${n} ${n === 1 ? one : many}`;

/** The managed lists the Settings screen keeps (docs/product.md, "Choices"). */
export const choiceLists: ChoiceListCopy[] = [
  {
    list: "news-categories",
    title: "News categories",
    intro: "Authors pick a news article's category from this list; each shows as a filter on /news.",
    newLabel: "New category",
    uses: uses("article", "articles"),
  },
  {
    list: "publication-types",
    title: "Publication types",
    intro: "Authors pick a publication's type from this list. Rename one onto another to merge them.",
    newLabel: "New type",
    uses: uses("publication", "publications"),
  },
];

export const choicesCopy = {
  nameOf: (name: string) => `Name of ${name}`,
  swNameOf: (name: string) => `${name} in Kiswahili`,
  newSwLabel: "Kiswahili name (optional)",
  swHint: "Kiswahili pages show an entry's Kiswahili name; without one they show its name.",
  save: "Save",
  saveOf: (name: string) => `Save ${name}`,
  remove: "Remove",
  removeOf: (name: string) => `Remove ${name}`,
  add: "Add",
  addTo: (title: string) => `Add to ${title}`,
  added: (name: string) => `Added "${name}".`,
  renamed: (from: string, to: string) => `Renamed "${from}" to "${to}": every item using it now shows "${to}".`,
  removed: (name: string) => `Removed "${name}".`,
  swSaved: (name: string, sw: string) =>
    sw ? `Saved the Kiswahili name of "${name}": "${sw}".` : `Removed the Kiswahili name of "${name}".`,
  failed: "Save failed",
  loading: "Loading...",
  loadFailed: "The list could not be loaded.",
};
