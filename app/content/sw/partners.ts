/** Kiswahili twin of ../partners.ts: the partners and collaborations page. */

import { contactHref } from "../../lib/links.ts";
import type * as en from "../partners.ts";
import { contactSubjects } from "./contact.ts";

export const partnersPage: typeof en.partnersPage = {
  meta: {
    title: "Washirika na ushirikiano",
    description:
      "Mashirika ambayo Uraia hushirikiana nayo: miradi tisa ya ushirikiano katika elimu ya uraia, ushiriki wa umma, uongozi wa vijana na Art in Heart.",
    path: "/partners",
  },
  hero: {
    eyebrow: "Washirika",
    title: "Pamoja tuna nguvu zaidi",
    intro:
      "Ofisi za kaunti, shule, makundi ya kidini, vyombo vya habari na wasanii: washirika wanaowezesha kazi yetu kufika mbali zaidi.",
  },
  collaborationsTitle: "Ushirikiano wetu",
  collaborationsIntro: "Miradi yetu ya ushirikiano, inayoendelea na iliyokamilika.",
  collaborationsEmpty: "Orodha ya ushirikiano wetu inasasishwa. Tafadhali rudi tena hivi karibuni.",
  failed: "Orodha ya ushirikiano haikuweza kupakiwa. Tafadhali pakia ukurasa upya au ujaribu tena baada ya muda mfupi.",
  cta: {
    title: "Shirikiana na Uraia",
    text: "Leteni elimu ya uraia kwa wanachama, wanafunzi, waumini au wasikilizaji wenu.",
    actions: [
      { label: "Kuwa mshirika", href: contactHref(contactSubjects.partnership, "partnership") },
      { label: "Njia za kushiriki", href: "/get-involved" },
    ],
  },
};
