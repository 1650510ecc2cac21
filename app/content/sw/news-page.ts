/** Kiswahili twin of ../news-page.ts: /news and the news article page. */
import type * as en from "../news-page.ts";
import { NEWS_FEED } from "./news-feed.ts";

export const newsPage: typeof en.newsPage = {
  meta: {
    title: "Habari za hivi punde",
    description:
      "Habari za Uraia: vikao vya ushiriki wa umma, kliniki za elimu ya uraia, midahalo ya X Spaces, makongamano na mpango wa Art in Heart kote nchini Kenya.",
    path: "/news",
  },
  hero: {
    eyebrow: "Habari na taarifa",
    title: "Habari za hivi punde",
    intro:
      "Simulizi kutoka kwa vikao, madarasa, redio na studio ambapo Wakenya wanashiriki katika jinsi wanavyotawaliwa.",
  },
  categoriesLabel: "Chuja habari kwa aina",
  allCategory: "Zote",
  featuredTitle: "Habari zilizoangaziwa",
  latestBadge: "Mpya",
  allNewsTitle: "Habari zote",
  pagesLabel: "Kurasa za habari",
  loading: "Inapakia habari...",
  failed: "Habari hazikuweza kupakiwa",
  fallbackNote: (reason) => `Tunaonyesha maudhui ya mfano — ${reason}`,
  noNewsReason: "bado hakuna habari zilizochapishwa",
  emptyCategory: "Bado hakuna habari za aina hii.",
  readMore: "Soma zaidi",
  newsletter: {
    title: "Usikose habari zetu",
    text: "Pokea habari za uraia, tarehe za midahalo na machapisho mapya kwenye barua pepe yako, takriban mara moja kwa mwezi.",
    label: "Anwani ya barua pepe",
    placeholder: "Andika barua pepe yako",
    button: "Jiandikishe",
  },
  feedTitle: NEWS_FEED.title,
  categoryFeedTitle: (category) => `Habari za Uraia: ${category}`,
  unknownCategory: (category) =>
    `Hakuna aina ya habari inayoitwa "${category}". Mlisho usio na ?category= una habari zote.`,
};

export const articlePage: typeof en.articlePage = {
  back: "Rudi kwenye habari",
  featured: "Iliyoangaziwa",
  share: "Sambaza habari hii",
  loading: "Inapakia makala...",
  failed: "Haikuweza kupakiwa",
  missingIdentifier: "Kitambulisho hakipo",
  sampleNote: "Hii ni habari ya mfano, inayoonyeshwa wakati bado hakuna habari zilizochapishwa.",
};
