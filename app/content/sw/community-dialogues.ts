/** Kiswahili twin of ../community-dialogues.ts: the copy of /sw/community-dialogues. */

import { contactHref } from "../../lib/links.ts";
import type * as en from "../community-dialogues.ts";
import { contactSubjects } from "./contact.ts";

export const communityDialoguesPage: typeof en.communityDialoguesPage = {
  meta: {
    title: "Midahalo ya Jamii",
    description:
      "Midahalo ya jamii ya Uraia: mazungumzo ya wazi kati ya wakazi na viongozi kuhusu bajeti, huduma na ushiriki wa umma, pamoja na vikao vya hivi karibuni vya Februari na Machi 2025.",
    path: "/community-dialogues",
  },
  hero: {
    eyebrow: "Midahalo ya Jamii",
    title: "Wakazi na viongozi wanapozungumza, na kusikilizana",
    intro:
      "Mazungumzo yanayoongozwa na wawezeshaji bila kuegemea upande wowote, katika kumbi, masoko, makanisa na mtandaoni, na kila mdahalo huhitimishwa kwa hatua zilizokubaliwa.",
  },
  formatTitle: "Jinsi mdahalo unavyoendeshwa",
  format: [
    {
      icon: "target",
      title: "Swali linalochaguliwa na jamii",
      description: "Wakazi wenyewe huchagua mada: maji, barabara, basari, bajeti au usalama.",
    },
    {
      icon: "book",
      title: "Ukweli kwanza",
      description: "Maelezo mafupi kwa lugha rahisi, ili kila mtu aanze na taarifa zilezile.",
    },
    {
      icon: "chat",
      title: "Kila mtu anasikika",
      description: "Wawezeshaji huwapa nafasi wanawake, vijana na watu ambao hawazungumzi hadharani mara kwa mara.",
    },
    {
      icon: "check",
      title: "Hatua zinazofuata kwa maandishi",
      description: "Ahadi huandikwa, husambazwa na kufuatiliwa katika mdahalo unaofuata.",
    },
  ],
  statsTitle: "Midahalo kwa takwimu",
  stats: [
    { figure: "impact_dialogues", label: "Midahalo na X Spaces" },
    { figure: "impact_counties", label: "Kaunti" },
    { figure: "impact_communities", label: "Jamii" },
    { value: "95%", label: "Wangehudhuria tena" },
  ],
  events: {
    upcomingTitle: "Midahalo ijayo",
    upcomingIntro: "Iko wazi kwa kila anayeishi au kufanya kazi katika eneo husika. Njooni na maswali yenu.",
    upcomingEmpty: "Hakuna mdahalo uliopangwa kwa sasa. Tuombe tuandae mmoja katika jamii yako.",
    pastTitle: "Midahalo ya hivi karibuni",
    pastIntro: "Midahalo iliyokwisha kufanyika; omba muhtasari wa maandishi wa mdahalo wowote.",
    failed: "Midahalo haikuweza kupakiwa. Tafadhali pakia ukurasa upya au ujaribu tena baada ya muda mfupi.",
  },
  registerLabel: "Jisajili",
  summaryLabel: "Omba muhtasari",
  summarySubject: contactSubjects.dialogueSummary,
  cta: {
    title: "Andaa mdahalo katika jamii yako",
    text: "Mdahalo wa watu 50 hugharimu takriban KSh 5,000: ukumbi, uwezeshaji, vifaa na muhtasari wa maandishi.",
    actions: [
      { label: "Andaa mdahalo", href: contactHref(contactSubjects.hostDialogue) },
      { label: "Fadhili mdahalo", href: "/donate" },
    ],
  },
};
