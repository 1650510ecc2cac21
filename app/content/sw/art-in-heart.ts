/** Kiswahili twin of ../art-in-heart.ts: the copy of /sw/art-in-heart. */

import { contactHref } from "../../lib/links.ts";
import type * as en from "../art-in-heart.ts";
import { contactSubjects } from "./contact.ts";

export const artInHeartPage: typeof en.artInHeartPage = {
  meta: {
    title: "Art in Heart",
    description:
      "Art in Heart: mpango wa Uraia wa sanaa na afya ya akili, ambapo uchoraji, ushairi na muziki hufungua mazungumzo salama katika jamii za Kenya.",
    path: "/art-in-heart",
  },
  hero: {
    eyebrow: "Art in Heart",
    title: "Ubunifu unaoponya, sauti zenye thamani",
    intro:
      "Warsha ambapo watu huchora, huandika na kutumbuiza pamoja, na hupata wepesi kidogo wa kuzungumza kuhusu yale yanayowalemea.",
  },
  about: {
    title: "Kwa nini sanaa, kwa nini afya ya akili",
    paragraphs: [
      "Msongo wa mawazo, majonzi na kukata tamaa huwaweka watu wengi mbali na maisha ya jamii. Art in Heart huwapa njia salama na ya kibunifu ya kurejea.",
      "Kila kikao huongozwa na msanii pamoja na mshauri rika aliyepata mafunzo. Hakuna anayelazimika kuwa 'hodari wa sanaa'; kila mtu huondoka na kitu alichokitengeneza na mtu mpya aliyekutana naye.",
    ],
    image: "art-in-heart-studio",
    imageAlt: "Mchoro wa mipigo ya brashi ya rangi mbalimbali inayounda umbo la moyo",
  },
  activitiesTitle: "Yanayofanyika katika kikao",
  activities: [
    {
      icon: "palette",
      title: "Kuchora na kupaka rangi",
      description: "Mazoezi yanayoongozwa ambayo hugeuza hisia kuwa rangi na maumbo.",
    },
    {
      icon: "mic",
      title: "Ushairi na muziki",
      description: "Kuandika na kutumbuiza pamoja, kuanzia mistari ya kwanza hadi jukwaa la wazi.",
    },
    {
      icon: "chat",
      title: "Vikundi vya msaada wa rika",
      description: "Mazungumzo ya faragha katika vikundi vidogo pamoja na mshauri rika aliyepata mafunzo.",
    },
    {
      icon: "heart",
      title: "Rufaa kwa huduma",
      description: "Kiungo kwa washauri nasaha na huduma za afya kwa yeyote anayehitaji msaada zaidi.",
    },
  ],
  impactTitle: "Art in Heart hadi sasa",
  impact: [
    { value: "350+", label: "Washiriki" },
    { value: "40+", label: "Warsha" },
    { value: "6", label: "Studio za jamii" },
    { value: "3", label: "Maonyesho" },
  ],
  voicesTitle: "Sauti kutoka studio",
  voices: [
    {
      quote:
        "Nilikuja kuchora nikabaki kuzungumza. Ilikuwa mara ya kwanza baada ya miezi mingi kusema waziwazi jinsi nilivyochoka.",
      name: "Mercy",
      role: "Mshiriki, studio ya Kibera",
    },
    {
      quote:
        "Ushairi uliupa kikundi chetu cha vijana maneno ya kuzungumzia mambo ambayo hatukuwahi kuyajadili: msiba, shinikizo na matumaini.",
      name: "Brian",
      role: "Kiongozi wa vijana, Kitengela",
    },
    {
      quote: "Maonyesho yaliionyesha kaunti kwamba afya ya akili ni jambo la jamii nzima, si aibu ya mtu binafsi.",
      name: "Njeri",
      role: "Mshauri rika",
    },
  ],
  cta: {
    title: "Leta Art in Heart katika jamii yako",
    text: "Warsha ya watu 20 hugharimu takriban KSh 2,500 kwa kila mtu, kwa vifaa, uwezeshaji na msaada wa ufuatiliaji.",
    actions: [
      { label: "Fadhili warsha", href: "/donate" },
      { label: "Andaa kikao", href: contactHref(contactSubjects.hostArtInHeart) },
    ],
  },
};
