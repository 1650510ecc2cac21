/**
 * Kiswahili twin of ../civic-education.ts: the copy of /sw/civic-education. A programme's `level` is a
 * code (it picks the badge colour), so it stays as in the English.
 */

import { contactHref } from "../../lib/links.ts";
import type * as en from "../civic-education.ts";
import { contactSubjects } from "./contact.ts";

export const civicEducationPage: typeof en.civicEducationPage = {
  meta: {
    title: "Elimu ya Uraia",
    description:
      "Elimu ya uraia ya Uraia: moduli za mafunzo na programu kuhusu Katiba, ugatuzi, bajeti na haki, pamoja na vikao vijavyo vilivyo wazi kwa usajili.",
    path: "/civic-education",
  },
  hero: {
    eyebrow: "Elimu ya Uraia",
    title: "Jua haki zako, ijue kaunti yako",
    intro:
      "Mafunzo ya vitendo kwa lugha rahisi kuhusu jinsi Kenya inavyotawaliwa, kwa wanaojifunza kwa mara ya kwanza, kwa viongozi wa jamii na kwa kila mtu aliye kati yao.",
  },
  heroActions: [
    { label: "Pakua nyenzo", href: "/resources?category=civic-education", variant: "secondary" },
    { label: "Tazama video", href: "/media-hub#video-content", variant: "light" },
  ],
  impactTitle: "Matokeo yetu",
  impact: [
    { figure: "impact_participants_trained", label: "Washiriki waliopata mafunzo" },
    { value: "25+", label: "Warsha" },
    { figure: "impact_counties", label: "Kaunti" },
    { value: "95%", label: "Kiwango cha kuridhika" },
  ],
  modulesTitle: "Moduli za mafunzo",
  modulesIntro:
    "Moduli nne, kila moja ikiwa kikao cha saa mbili pamoja na mwezeshaji, na maelezo ya kwenda nayo nyumbani kwa Kiingereza na Kiswahili.",
  modules: [
    {
      icon: "book",
      title: "Katiba ya Kenya",
      description: "Sheria ya Haki za Binadamu, mihimili ya serikali na jinsi Katiba ya 2010 inavyowalinda raia.",
    },
    {
      icon: "globe",
      title: "Ugatuzi na kaunti",
      description:
        "Kazi za serikali za kaunti, wanaoketi katika bunge la kaunti na jinsi ya kumfikia mjumbe wako wa bunge la kaunti (MCA).",
    },
    {
      icon: "report",
      title: "Bajeti na fedha za umma",
      description: "Kusoma bajeti ya kaunti, kufuatilia matumizi ya fedha na kubaini kinachokosekana.",
    },
    {
      icon: "megaphone",
      title: "Ushiriki wa umma",
      description: "Haki yako ya kusikilizwa: matangazo, vikao vya maoni, hati za maoni na ufuatiliaji wa ahadi.",
    },
  ],
  programmesTitle: "Programu",
  programmesIntro:
    "Programu sita kwa viwango tofauti vya kuanzia. Jisajili kuonyesha nia yako, nasi tutakuthibitishia tarehe za karibu nawe.",
  programmes: [
    {
      id: 1,
      title: "Uraia kwa Wapiga Kura Wapya",
      description:
        "Utangulizi wa uchaguzi, haki na wajibu wa kila kiongozi aliyechaguliwa, kwa vijana wenye umri wa miaka 18-24.",
      duration: "Wiki 4",
      participants: "30 kwa kila kundi",
      location: "Kitengela na Nairobi",
      image: "civic-first-voters",
      level: "Beginner",
      featured: true,
    },
    {
      id: 2,
      title: "Mabingwa wa Bajeti ya Jamii",
      description:
        "Mafunzo ya vitendo ya kusoma bajeti za kaunti na kuandaa hati za maoni kwa ajili ya vikao vya maoni ya umma.",
      duration: "Wiki 6",
      participants: "25 kwa kila kundi",
      location: "Kaunti ya Kajiado",
      image: "civic-budget-champions",
      level: "Intermediate",
      featured: true,
    },
    {
      id: 3,
      title: "Mafunzo ya Wawezeshaji",
      description: "Kwa viongozi wenye uzoefu watakaoendesha midahalo na klabu za Uraia katika jamii zao.",
      duration: "Miezi 3",
      participants: "15 kwa kila kundi",
      location: "Nairobi",
      image: "civic-facilitators",
      level: "Advanced",
      featured: false,
    },
    {
      id: 4,
      title: "Ijue Kaunti Yako",
      description:
        "Ziara ya siku moja ya kujifunza jinsi kaunti yako inavyofanya kazi, ikiwemo kutembelea ukumbi wa umma wa bunge la kaunti.",
      duration: "Siku 1",
      participants: "40 kwa kila kikao",
      location: "Machakos na Kajiado",
      image: "civic-know-county",
      level: "All levels",
      featured: false,
    },
    {
      id: 5,
      title: "Wanawake na Uongozi",
      description:
        "Kujiamini, kuzungumza hadharani na kanuni za kugombea nafasi katika kamati za wadi na bodi za shule.",
      duration: "Wiki 5",
      participants: "25 kwa kila kundi",
      location: "Kisumu",
      image: "civic-women-leadership",
      level: "Intermediate",
      featured: false,
    },
    {
      id: 6,
      title: "Elimu ya Uraia Shuleni",
      description: "Masomo mafupi shirikishi kwa klabu za uraia za shule za sekondari, yanayotolewa pamoja na walimu.",
      duration: "Muhula mmoja wa shule",
      participants: "Klabu nzima",
      location: "Shule washirika",
      image: "civic-schools",
      level: "Beginner",
      featured: false,
    },
  ],
  events: {
    upcomingTitle: "Vikao vijavyo",
    upcomingEmpty: "Hakuna kikao kilichopangwa kwa sasa. Tuombe tuandae kikao kwa ajili ya kikundi chako.",
    pastTitle: "Vikao vilivyopita",
    failed: "Vikao havikuweza kupakiwa. Tafadhali pakia ukurasa upya au ujaribu tena baada ya muda mfupi.",
  },
  registerLabel: "Jisajili sasa",
  cta: {
    title: "Leta elimu ya uraia kwa kikundi chako",
    text: "Makanisa, vikundi vya kuweka akiba (chama), shule na vikundi vya vijana: tutaandaa kikao kulingana na maswali ya wanachama wenu.",
    actions: [
      { label: "Omba kikao", href: contactHref(contactSubjects.civicSession) },
      { label: "Vinjari maktaba ya nyenzo", href: "/resources" },
    ],
  },
};
