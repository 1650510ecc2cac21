/** Kiswahili twin of ../offline.ts: kusoma bila mtandao. */
import type * as en from "../offline.ts";

export const saveButton: typeof en.saveButton = {
  save: "Hifadhi usome bila mtandao",
  saving: "Inahifadhi…",
  withPdf: "Hifadhi pia PDF ({size})",
  savedAt: "Imehifadhiwa kwa kusoma bila mtandao · {date}",
  seeSaved: "Vyote vilivyohifadhiwa",
  remove: "Ondoa kwenye kifaa hiki",
  full: "Nafasi ya vitu vilivyohifadhiwa imejaa ({used} kati ya {limit}). Ondoa kitu kwenye ukurasa wa Vilivyohifadhiwa ili kupata nafasi.",
  noRoom: "Kifaa hiki hakina nafasi tena ya kuhifadhi. Futa vitu vingine, au ondoa kitu ulichohifadhi.",
  failed: "Ukurasa huu haukuweza kuhifadhiwa. Angalia muunganisho wako kisha ujaribu tena.",
};

export const savedPage: typeof en.savedPage = {
  meta: {
    title: "Vilivyohifadhiwa",
    description: "Makala na ripoti zilizohifadhiwa kwenye kifaa hiki, usome bila mtandao.",
    path: "/saved",
  },
  hero: {
    eyebrow: "Soma baadaye",
    title: "Vilivyohifadhiwa",
    intro: "Makala na ripoti ulizohifadhi kwenye kifaa hiki. Zinafunguka hata bila mtandao.",
  },
  needsScript:
    "Kuhifadhi ili usome bila mtandao kunafanya kazi kwenye toleo kamili la tovuti, JavaScript ikiwa imewashwa. Toleo jepesi halihifadhi chochote kwenye kifaa chako.",
  empty:
    'Bado hujahifadhi chochote. Bonyeza "Hifadhi usome bila mtandao" kwenye makala au ripoti ili uisome baadaye bila mtandao.',
  usage: "{used} kati ya {limit} zimetumika kwenye kifaa hiki",
  listLabel: "Makala na ripoti zilizohifadhiwa",
  kinds: { article: "Makala", publication: "Ripoti" },
  pages: "Kurasa {n}",
  withPdf: "pamoja na PDF",
  size: "Ukubwa: {size}",
  savedAt: "Imehifadhiwa {date}",
  remove: "Ondoa",
  removeLabel: "Ondoa {title}",
};

export const offlinePage: typeof en.offlinePage = {
  meta: {
    title: "Huna mtandao",
    description: "Ukurasa huu haujahifadhiwa kwenye kifaa hiki.",
    path: "/offline",
  },
  title: "Huna mtandao",
  body: "Ukurasa huu haujahifadhiwa kwenye kifaa hiki, kwa hiyo hauwezi kufunguka bila mtandao. Utafunguka mtandao ukirudi.",
  savedTitle: "Vilivyohifadhiwa kwenye kifaa hiki",
  savedAt: "Imehifadhiwa {date}",
  seeSaved: "Tazama vyote vilivyohifadhiwa",
};
