/**
 * The admin's words for Kiswahili versions of news, publications and collection
 * items (docs/product.md, "Translated content"): the editor's English |
 * Kiswahili columns, the lists' filter and badge.
 */
export const adminTranslationsCopy = {
  /** the lists' filter and the badge on rows without a Kiswahili version */
  missing: "Kiswahili missing",
  title: "Kiswahili version",
  intro:
    "Kiswahili pages show these fields instead of the English ones. A field left empty shows in English; the title is required.",
  english: "English",
  kiswahili: "Kiswahili",
  /** the names of the translatable fields of news and publications, by field */
  fieldLabels: {
    title: "Title",
    excerpt: "Excerpt",
    content: "Content",
    description: "Description",
    read_time: "Read time",
  } as Record<string, string>,
  empty: "(empty)",
  none: "No Kiswahili version yet: Kiswahili pages show this item in English.",
  loading: "Loading the Kiswahili version...",
  loadFailed: "The Kiswahili version could not be loaded",
  save: "Save Kiswahili version",
  saving: "Saving...",
  saved: "Kiswahili version saved.",
  saveFailed: "The Kiswahili version could not be saved",
  remove: "Remove Kiswahili version",
  removing: "Removing...",
  removed: "Kiswahili version removed. Kiswahili pages now show this item in English.",
  removeFailed: "The Kiswahili version could not be removed",
  confirmRemoveTitle: "Remove the Kiswahili version?",
  confirmRemoveBody: (title: string) =>
    `Kiswahili pages will show “${title}” in English. The English version stays as it is.`,
  cancel: "Cancel",
  tagsHint: "One per line, or separated by commas",
  /** an album's photo sets (decision 0077) */
  sets: {
    summary: (sets: number, photos: number) => `${sets} ${sets === 1 ? "set" : "sets"}, ${photos} photos`,
    setName: (name: string) => `Name of the set “${name}”`,
    photosOf: (name: string, count: number) => `Photos of “${name}” (${count})`,
    alt: (n: number) => `Alt text of photo ${n}`,
    caption: (n: number) => `Caption of photo ${n}`,
  },
};

export type AdminTranslationsCopy = typeof adminTranslationsCopy;
