/** Kiswahili twin of ../volunteer.ts: the volunteer page. */
import { applyHref } from "../../lib/links.ts";
import type * as en from "../volunteer.ts";

export const volunteerPage: typeof en.volunteerPage = {
  meta: {
    title: "Jitolee",
    description:
      "Jitolee na Uraia: wezesha midahalo, shiriki kuendesha X Spaces, saidia Art in Heart na mengineyo. Nafasi sita zilizo wazi kote nchini Kenya.",
    path: "/volunteer",
  },
  hero: {
    eyebrow: "Jitolee",
    title: "Toa muda wako, ikuze jamii yako",
    intro:
      "Wajitolea wetu huendesha midahalo, huongoza mazungumzo, huwasaidia wasanii na hueleza ripoti kwa lugha rahisi.",
  },
  benefitsTitle: "Kwa nini ujitolee nasi",
  benefits: [
    {
      icon: "graduation",
      title: "Mafunzo",
      description: "Mafunzo ya uwezeshaji, elimu ya uraia na ulinzi wa washiriki kabla ya kuanza.",
    },
    { icon: "users", title: "Jamii", description: "Mtandao wa wajitolea katika zaidi ya kaunti kumi na tano." },
    {
      icon: "document",
      title: "Cheti",
      description: "Cheti na barua ya mapendekezo baada ya miezi mitatu ya huduma.",
    },
    {
      icon: "heart",
      title: "Matokeo halisi",
      description: "Shuhudia midahalo unayoiendesha ikizaa maamuzi katika wadi yako.",
    },
  ],
  rolesTitle: "Nafasi zilizo wazi",
  rolesIntro: "Nafasi zilizo wazi sasa. Omba mojawapo nasi tutakupigia simu ndani ya wiki moja.",
  rolesEmpty:
    "Hakuna nafasi ya kujitolea iliyo wazi kwa sasa. Tuambie unachopenda kufanya nasi tutakujulisha nafasi itakapofunguliwa.",
  applyLabel: "Omba sasa",
  testimonialsTitle: "Wajitolea wetu wanasemaje",
  testimonials: [
    {
      quote:
        "Usiku wa kwanza nilikuwa na wasiwasi. Kufikia mdahalo wa tatu, wakazi wenyewe ndio walikuwa wakiongoza majadiliano.",
      name: "Daniel Mwangi",
      role: "Mwezeshaji wa midahalo, Kitengela",
    },
    {
      quote:
        "Kuendesha X Spaces pamoja na wenzangu kulinifunza mengi kuhusu bajeti za kaunti kuliko miaka miwili ya kufuatilia habari.",
      name: "Sharon Atieno",
      role: "Mwendeshaji mwenza wa X Spaces",
    },
    {
      quote: "Kumwona mshiriki mwenye haya akisoma shairi lake kwenye maonyesho ndiyo sababu ninaendelea kurudi.",
      name: "Kevin Mutiso",
      role: "Msaidizi wa Art in Heart",
    },
  ],
  cta: {
    title: "Huna uhakika ni nafasi ipi inakufaa?",
    text: "Tuambie unachopenda kufanya na muda ulio nao; tutakupendekezea nafasi.",
    actions: [
      { label: "Omba sasa", href: applyHref("volunteer") },
      { label: "Njia nyingine za kusaidia", href: "/get-involved" },
    ],
  },
};
