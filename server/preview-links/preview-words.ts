import type { Locale } from "../../shared/locales.ts";

/** The words a preview page adds, in the page's language (docs/kiswahili-glossary.md: hakikisho). */
export const PREVIEW_WORDS: Record<Locale, { banner: string; gone: string }> = {
  en: {
    banner: "Preview — not published",
    gone: "This preview link is not valid: it has expired or was ended. Ask the person who sent it for a new one.",
  },
  sw: {
    banner: "Hakikisho — bado haijachapishwa",
    gone: "Kiungo hiki cha hakikisho si halali: muda wake umekwisha au kimesitishwa. Muombe aliyekutumia akupe kingine.",
  },
};
