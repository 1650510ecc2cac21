/** Kiswahili twin of ../newsletter-pages.ts: the newsletter's own pages (sign-up without JavaScript, confirm, unsubscribe). */
import type * as en from "../newsletter-pages.ts";

export const newsletterPages: typeof en.newsletterPages = {
  signup: {
    meta: {
      title: "Jarida",
      description: "Habari za uraia, midahalo ijayo na machapisho mapya kutoka Uraia, takriban mara moja kwa mwezi.",
      path: "/newsletter",
    },
    title: "Pata habari zetu",
    intro: "Habari za uraia, midahalo ijayo na machapisho mapya, takriban mara moja kwa mwezi.",
    checkTitle: "Angalia sanduku lako la barua pepe",
    checkBody:
      "Ikiwa anwani hii bado haijasajiliwa, tumeitumia barua pepe yenye kiungo cha kuthibitisha. Kifungue ndani ya siku 7 ili uanze kupokea jarida.",
  },
  toast: {
    title: "Angalia sanduku lako la barua pepe",
    body: "Ikiwa anwani hii bado haijasajiliwa, tumeitumia kiungo cha kuthibitisha. Kinafanya kazi kwa siku 7.",
  },
  mailOff: {
    title: "Usajili umehifadhiwa",
    body: "Kwa sasa tumesitisha kutuma barua pepe za uthibitisho, kwa hivyo hatukuweza kukutumia kiungo. Tafadhali jaribu tena baada ya siku chache, au tuandikie kupitia info@uraia.org.",
  },
  consent: "Tunatumia barua pepe yako kwa ajili ya jarida pekee. Kila toleo lina kiungo cha kujiondoa. Soma",
  consentLink: "taarifa yetu ya faragha",
  /** the link under every sign-up box to the archive of sent issues */
  pastIssues: { label: "Tazama matoleo yaliyopita", href: "/newsletter/archive" },
  confirm: {
    meta: {
      title: "Thibitisha usajili wako",
      description: "Thibitisha usajili wako wa jarida la Uraia.",
      path: "/newsletter/confirm",
    },
    title: "Thibitisha usajili wako",
    ready: "Bonyeza kitufe ili uanze kupokea jarida la Uraia.",
    button: "Thibitisha usajili",
    confirmed: "Umesajiliwa. Asante! Jarida lijalo litakufikia hivi karibuni.",
    already: "Usajili huu ulikwisha kuthibitishwa. Hakuna unachohitaji kufanya zaidi.",
    expired:
      "Muda wa kiungo hiki cha kuthibitisha umekwisha (viungo hufanya kazi kwa siku 7). Tafadhali jisajili tena hapa chini.",
    invalid: "Kiungo hiki cha kuthibitisha hakifanyi kazi tena. Tafadhali jisajili tena hapa chini.",
  },
  unsubscribe: {
    meta: {
      title: "Jiondoe",
      description: "Acha kupokea jarida la Uraia.",
      path: "/newsletter/unsubscribe",
    },
    title: "Jiondoe kwenye jarida",
    ready: "Bonyeza kitufe nasi tutaacha kukutumia jarida.",
    button: "Jiondoe",
    done: "Umejiondoa. Hatutakutumia jarida tena.",
    already: "Ulikwisha kujiondoa.",
    invalid: "Kiungo hiki cha kujiondoa si sahihi. Ikiwa bado unapokea jarida, tuandikie nasi tutakuondoa.",
  },
};
