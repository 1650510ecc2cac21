/** Kiswahili twin of ../translations.ts. */
import type * as en from "../translations.ts";

export const translationsCopy: typeof en.translationsCopy = {
  englishOnly: "Inapatikana kwa Kiingereza pekee.",
};
