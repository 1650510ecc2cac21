/**
 * Words about an item's language on a page in another language
 * (docs/product.md, "Translated content"). Shown on Kiswahili pages for items
 * that have no Kiswahili version yet; the Kiswahili twin is ./sw/translations.ts.
 */
export const translationsCopy = {
  /** beside an item shown in English on a page in another language */
  englishOnly: "Available in English only.",
};
