/** Kiswahili twin of ../intern.ts: the copy of /sw/intern. */

import { applyHref, contactHref } from "../../lib/links.ts";
import type * as en from "../intern.ts";
import { contactSubjects } from "./contact.ts";

export const internPage: typeof en.internPage = {
  meta: {
    title: "Pata Mafunzo Kazini Nasi",
    description:
      "Mafunzo kazini katika Uraia: nafasi sita za miezi 3-6 katika elimu ya uraia, utafiti, mawasiliano na nyanja nyingine, pamoja na ulezi na utaratibu wa wazi wa kutuma maombi.",
    path: "/intern",
  },
  hero: {
    eyebrow: "Mafunzo Kazini",
    title: "Anza taaluma yako mahali panapoleta tofauti",
    intro:
      "Mafunzo kazini ya miezi 3-6 kwa wanafunzi na wahitimu wapya wanaotaka kazi halisi, walezi wa kweli na matokeo yanayoonekana.",
  },
  heroActions: [
    { label: "Tuma maombi", href: applyHref("internship"), variant: "light" },
    {
      label: "Pakua fomu ya maombi",
      href: contactHref(contactSubjects.internshipForm, "resource"),
      variant: "secondary",
    },
  ],
  stats: [
    { value: "50+", label: "Wanafunzi waliopokelewa" },
    { value: "85%", label: "Walipata kazi baada ya mafunzo" },
    { value: "6", label: "Idara" },
    { value: "3-6", label: "Miezi ya mafunzo" },
  ],
  positionsTitle: "Nafasi zilizo wazi",
  positionsIntro: "Nafasi za mafunzo kazini kwa awamu ijayo.",
  positionsEmpty:
    "Hakuna nafasi ya mafunzo kazini iliyo wazi kwa sasa. Tutumie CV yako nasi tutakuandikia awamu ijayo itakapofunguliwa.",
  benefitsTitle: "Utakachopata",
  benefits: [
    {
      icon: "users",
      title: "Mlezi",
      description: "Mlezi kutoka kwa wafanyakazi wetu, na mazungumzo ya kila wiki katika kipindi chote cha mafunzo.",
    },
    {
      icon: "briefcase",
      title: "Posho ya kila mwezi",
      description: "Posho ya kugharamia usafiri na chakula cha mchana.",
    },
    {
      icon: "graduation",
      title: "Mafunzo",
      description: "Warsha kuhusu uwezeshaji, utafiti na stadi za kikazi.",
    },
    {
      icon: "document",
      title: "Barua ya mapendekezo",
      description: "Cheti na barua ya mapendekezo unapomaliza mafunzo.",
    },
  ],
  processTitle: "Jinsi ya kutuma maombi",
  process: [
    { title: "Maombi", description: "Tuma CV yako na barua ya ukurasa mmoja kuhusu nafasi unayoitaka." },
    { title: "Uchambuzi wa awali", description: "Tunapitia kila ombi ndani ya wiki mbili." },
    { title: "Usaili", description: "Mazungumzo ya dakika 30, ana kwa ana au mtandaoni." },
    { title: "Uteuzi", description: "Tunakujulisha matokeo ndani ya wiki moja baada ya usaili wako." },
    { title: "Kukaribishwa kazini", description: "Wiki moja ya kuelekezwa kazi pamoja na timu yako na mlezi wako." },
  ],
  testimonialsTitle: "Kutoka kwa waliopata mafunzo kazini nasi",
  testimonials: [
    {
      quote:
        "Niliandika muhtasari wangu wa kwanza wa sera hapa, na ukanukuliwa katika kikao cha maoni cha kaunti. Hayo si mafunzo kazini ya kawaida.",
      name: "Brenda Wairimu",
      role: "Alipata mafunzo kazini katika utafiti; sasa ni afisa wa bajeti wa kaunti",
    },
    {
      quote:
        "Mlezi wangu aliniamini kuendesha kikao katika wiki ya tatu. Nilikua zaidi katika miezi sita kuliko katika shahada yangu yote.",
      name: "Collins Otieno",
      role: "Alipata mafunzo kazini katika elimu ya uraia",
    },
    {
      quote:
        "Timu ya mawasiliano ilinifundisha kuhariri video kuanzia mwanzo. Video yetu ya maelezo sasa imetazamwa maelfu ya mara.",
      name: "Zainab Hassan",
      role: "Alipata mafunzo kazini katika mawasiliano",
    },
  ],
  cta: {
    title: "Uko tayari kutuma maombi?",
    text: "Awamu hufunguliwa Januari, Mei na Septemba. Maombi hupitiwa kadri yanavyowasili.",
    actions: [
      { label: "Tuma maombi", href: applyHref("internship") },
      { label: "Pakua fomu ya maombi", href: contactHref(contactSubjects.internshipForm, "resource") },
    ],
  },
};
