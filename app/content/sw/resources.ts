/**
 * Kiswahili twin of ../resources.ts. `categories` are the English names the resources are
 * filed under and the addresses' ?category= ids; the chips and cards show their Kiswahili
 * names (shared/list-names.ts, decision 0076).
 */

import { RESOURCE_CATEGORIES } from "../../../shared/collections/categories.ts";
import { contactHref } from "../../lib/links.ts";
import type * as en from "../resources.ts";
import { contactSubjects } from "./contact.ts";

export const resourcesPage: typeof en.resourcesPage = {
  meta: {
    title: "Maktaba ya nyenzo",
    description:
      "Nyenzo za elimu ya uraia kutoka Uraia, bila malipo: miongozo, vifurushi vya mafunzo, violezo, ripoti na video kuhusu utawala, bajeti na ushiriki wa umma nchini Kenya.",
    path: "/resources",
  },
  hero: {
    eyebrow: "Maktaba ya nyenzo",
    title: "Nyenzo kwa raia wenye ufahamu",
    intro:
      "Miongozo, vifurushi vya mafunzo, violezo, ripoti na video, bila malipo kwa makundi ya kijamii, shule na yeyote anayezihitaji.",
  },
  allCategory: "Zote",
  categories: RESOURCE_CATEGORIES,
  list: {
    chipsLabel: "Chuja nyenzo kwa aina",
    featuredTitle: "Nyenzo zilizoangaziwa",
    othersTitle: "Nyenzo zote",
    empty: "Bado hakuna nyenzo zilizochapishwa.",
    emptyCategory: "Bado hakuna nyenzo za aina hii.",
    pagesLabel: "Kurasa za nyenzo",
    failed: "Nyenzo hazikuweza kupakiwa. Tafadhali pakia ukurasa upya au ujaribu tena baada ya muda mfupi.",
  },
  cta: {
    title: "Hujapata unachohitaji?",
    text: "Tuambie kikundi chako kinashughulikia nini, nasi tutatafuta au kuandaa nyenzo zinazofaa.",
    actions: [
      { label: "Omba nyenzo", href: contactHref(contactSubjects.resource, "resource") },
      { label: "Wasiliana nasi", href: "/contact" },
    ],
  },
};
