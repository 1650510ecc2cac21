/**
 * Kiswahili twin of ../community-stories.ts. `categories` are the English names the stories are
 * filed under and the addresses' ?category= ids; the chips and cards show their Kiswahili
 * names (shared/list-names.ts, decision 0076).
 */

import { STORY_CATEGORIES } from "../../../shared/collections/categories.ts";
import { contactHref } from "../../lib/links.ts";
import type * as en from "../community-stories.ts";
import { contactSubjects } from "./contact.ts";

export const communityStoriesPage: typeof en.communityStoriesPage = {
  meta: {
    title: "Simulizi za jamii",
    description:
      "Simulizi kutoka kwa jamii za Kenya zinazotumia elimu ya uraia: wakazi, vijana, wanawake na wasanii waliobadilisha maamuzi katika maeneo yao.",
    path: "/community-stories",
  },
  hero: {
    eyebrow: "Simulizi za jamii",
    title: "Kwa maneno yao wenyewe",
    intro: "Wakazi, wanachama wa klabu, wajitolea na wasanii wanasimulia kilichotokea walipoamua kushiriki.",
  },
  allCategory: "Zote",
  categories: STORY_CATEGORIES,
  list: {
    chipsLabel: "Chuja simulizi kwa aina",
    featuredTitle: "Simulizi zilizoangaziwa",
    othersTitle: "Simulizi zaidi",
    empty: "Bado hakuna simulizi zilizochapishwa.",
    emptyCategory: "Bado hakuna simulizi za aina hii.",
    pagesLabel: "Kurasa za simulizi",
    failed: "Simulizi hazikuweza kupakiwa. Tafadhali pakia ukurasa upya au ujaribu tena baada ya muda mfupi.",
  },
  shareStory: {
    title: "Shiriki simulizi yako",
    text: "Je, elimu ya uraia imeleta mabadiliko katika jamii yako? Tungependa kusikia simulizi yako na kukusaidia kuisimulia.",
    actions: [{ label: "Pata maelezo zaidi", href: contactHref(contactSubjects.story) }],
  },
};
