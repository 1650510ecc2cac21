/** Kiswahili twin of ../newsletter-archive.ts: the newsletter's public archive. */
import type * as en from "../newsletter-archive.ts";

export const newsletterArchive: typeof en.newsletterArchive = {
  meta: {
    title: "Majarida yaliyopita",
    description: "Kila jarida la Uraia lililotumwa hadi sasa: habari za uraia, midahalo na machapisho.",
    path: "/newsletter/archive",
  },
  title: "Majarida yaliyopita",
  intro: "Kila toleo tulilotuma, la karibuni kwanza.",
  empty: "Bado hatujatuma jarida lolote.",
  sentOn: (date: string) => `Lilitumwa ${date}`,
  back: "Majarida yote yaliyopita",
  feed: "Fuatilia jarida kwa RSS",
  feedTitle: "Jarida la Uraia",
  subscribe: "Jiandikishe kupokea jarida",
  notFound: "Toleo hili la jarida halipo kwenye kumbukumbu.",
};
