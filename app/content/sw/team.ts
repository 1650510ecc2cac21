/** Kiswahili twin of ../team.ts: the team page. */

import { contactHref } from "../../lib/links.ts";
import type * as en from "../team.ts";
import { contactSubjects } from "./contact.ts";

export const teamPage: typeof en.teamPage = {
  meta: {
    title: "Timu yetu",
    description:
      "Wafahamu watu walio nyuma ya Uraia: timu ya uongozi, washauri na jinsi tunavyofanya kazi na jamii kote nchini Kenya.",
    path: "/team",
  },
  hero: {
    eyebrow: "Timu yetu",
    title: "Watu wanaoendeleza mazungumzo",
    intro:
      "Timu ndogo ya waelimishaji, waandaaji, wasanii na watafiti, ikisaidiwa na washauri na mamia ya wajitolea katika kaunti.",
  },
  leadershipTitle: "Uongozi",
  leadershipIntro: "Watu wanne wanaosimamia programu zetu, ushirikiano wetu na imani ya jamii tunazozihudumia.",
  advisoryTitle: "Washauri",
  advisoryIntro: "Washauri wa kujitolea wanaokagua kazi yetu ili ibaki ya kweli, huru na yenye manufaa.",
  teamEmpty: "Orodha ya timu inasasishwa. Tafadhali rudi tena hivi karibuni.",
  failed: "Orodha ya timu haikuweza kupakiwa. Tafadhali pakia ukurasa upya au ujaribu tena baada ya muda mfupi.",
  valuesTitle: "Jinsi tunavyofanya kazi",
  values: [
    {
      icon: "users",
      title: "Jamii kwanza",
      description: "Wakazi ndio huamua ajenda; sisi huleta ukweli, wawezeshaji na mahali pa kukutana.",
    },
    {
      icon: "scale",
      title: "Kutoegemea upande wowote",
      description: "Tunafundisha jinsi utawala unavyofanya kazi, kamwe si nani wa kumpigia kura.",
    },
    {
      icon: "shield",
      title: "Uwajibikaji",
      description: "Tunachapisha tunachofanya, gharama yake na kilichobadilika kutokana nacho.",
    },
    {
      icon: "sparkle",
      title: "Ubunifu",
      description: "Sanaa, redio, X Spaces na klabu: tunawafikia watu pale ambapo tayari hukusanyika.",
    },
  ],
  cta: {
    title: "Ungependa kufanya kazi nasi?",
    text: "Tunafurahi kila wakati kukutana na watu wanaojali utawala bora na jamii zao.",
    actions: [
      { label: "Tazama nafasi za kazi zilizo wazi", href: "/work-with-us" },
      { label: "Wasiliana na timu", href: contactHref(contactSubjects.teamQuestion) },
    ],
  },
};
