/** Kiswahili twin of ../openings.ts: one opening's own page (/volunteer/{id}, /intern/{id}, /work-with-us/{id}). */
import type * as en from "../openings.ts";

export const openingPage: typeof en.openingPage = {
  eyebrow: { volunteer: "Nafasi ya kujitolea", internship: "Mafunzo kazini", job: "Nafasi ya kazi" },
  back: {
    volunteer: "Tazama nafasi za kujitolea zilizo wazi sasa",
    internship: "Tazama nafasi za mafunzo kazini zilizo wazi sasa",
    job: "Tazama nafasi za kazi zilizo wazi sasa",
  },
  closedTitle: "Nafasi hii imefungwa",
  closedText: (title, date) =>
    `Maombi ya nafasi ya ${title} yalifungwa tarehe ${date}. Asante kwa kuonyesha nia: huenda nafasi nyingine zikakufaa.`,
  failed: "Nafasi hazikuweza kupakiwa. Tafadhali pakia ukurasa upya au ujaribu tena baada ya muda mfupi.",
  notFoundTitle: "Nafasi haikupatikana",
};

/** Addresses, the same in both languages. */
export { OPENING_LIST_PATH, openingPath } from "../../../shared/collections/addresses.ts";
