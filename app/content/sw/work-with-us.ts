/** Kiswahili twin of ../work-with-us.ts: the copy of /sw/work-with-us. */
import { applyHref } from "../../lib/links.ts";
import type * as en from "../work-with-us.ts";

export const workWithUsPage: typeof en.workWithUsPage = {
  meta: {
    title: "Fanya Kazi Nasi",
    description:
      "Ajira katika Uraia: nafasi sita zilizo wazi katika programu, utetezi, mawasiliano na uendeshaji, katika shirika lisilo la kiserikali la elimu ya uraia nchini Kenya.",
    path: "/work-with-us",
  },
  hero: {
    eyebrow: "Ajira",
    title: "Jenga taaluma ya kuleta mabadiliko ya kiraia",
    intro: "Jiunge na timu inayowasaidia Wakenya kuelewa na kuchangia jinsi wanavyotawaliwa.",
  },
  heroActions: [
    { label: "Tazama nafasi zote", href: "#positions", variant: "light" },
    { label: "Tuma CV yako", href: applyHref("job"), variant: "secondary" },
  ],
  jobsTitle: "Nafasi zilizo wazi",
  jobsIntro: "Nafasi zilizo wazi sasa.",
  jobsEmpty: "Hakuna nafasi iliyo wazi kwa sasa. Tutumie CV yako nasi tutaihifadhi kwa ajili ya nafasi itakayofuata.",
  benefitsTitle: "Marupurupu",
  benefits: [
    {
      icon: "shield",
      title: "Bima ya matibabu",
      description: "Bima ya matibabu ya kulazwa na ya wagonjwa wa nje kwa ajili yako na familia yako.",
    },
    {
      icon: "clock",
      title: "Saa za kazi zinazonyumbulika",
      description: "Saa za msingi za kazi, na siku za kufanyia kazi nyumbani pale kazi inaporuhusu.",
    },
    {
      icon: "graduation",
      title: "Bajeti ya kujifunza",
      description: "Bajeti ya kila mwaka ya kozi, vitabu na makongamano.",
    },
    {
      icon: "calendar",
      title: "Likizo ya kutosha",
      description: "Siku 24 za likizo ya mwaka, pamoja na wiki moja ya mapumziko mwishoni mwa mwaka.",
    },
  ],
  cultureTitle: "Utamaduni wetu",
  culture: [
    {
      icon: "users",
      title: "Timu ndogo, imani kubwa",
      description: "Kazi yako ni jukumu lako, nasi tunaiunga mkono busara yako.",
    },
    { icon: "chat", title: "Milango iko wazi", description: "Yeyote anaweza kuhoji uamuzi, hata wa mkurugenzi." },
    {
      icon: "heart",
      title: "Tunajaliana",
      description: "Siku za ustawi na msaada wa wenzetu, si kwa washiriki peke yao.",
    },
  ],
  quotesTitle: "Kutoka kwa timu",
  quotes: [
    {
      quote:
        "Kila wiki namwona mkazi akielewa jambo fulani kuhusu kaunti yake kwa mara ya kwanza. Hilo ndilo linalonifanya nibaki hapa.",
      name: "Otieno Ouma",
      role: "Kiongozi wa Programu",
    },
    {
      quote:
        "Nilijiunga nikiwa mwanafunzi wa mafunzo kazini. Miaka minne baadaye, ninaratibu kazi ya utetezi katika kaunti tatu.",
      name: "Amina Abdi",
      role: "Mratibu wa Jamii na Utetezi",
    },
    {
      quote:
        "Tunabishana kuhusu mawazo lakini tunakubaliana kuhusu maadili. Hii ndiyo timu yenye uwazi zaidi niliyowahi kufanya nayo kazi.",
      name: "Kiprono Langat",
      role: "Kiongozi wa Habari na Art in Heart",
    },
  ],
  cta: {
    title: "Hujaona nafasi inayokufaa?",
    text: "Tunahifadhi CV tunazotumiwa na kuwasiliana na wahusika pindi nafasi inayowafaa inapotokea.",
    actions: [
      { label: "Tuma CV yako", href: applyHref("job") },
      { label: "Pata mafunzo kazini nasi", href: "/intern" },
    ],
  },
};
