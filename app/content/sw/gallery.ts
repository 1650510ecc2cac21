/** Kiswahili twin of ../gallery.ts: the event gallery (/event-gallery and the home gallery). */
import type * as en from "../gallery.ts";

export const galleryPage: typeof en.galleryPage = {
  meta: {
    title: "Picha za matukio",
    description:
      "Picha za makongamano, uzinduzi na matukio ya jamii ya Uraia: Kongamano la Uongozi 2025, uzinduzi wetu wa awali wa 2023 na kongamano la uongozi wa kiraia la 2024.",
    path: "/event-gallery",
  },
  hero: {
    eyebrow: "Maudhui",
    title: "Picha za matukio",
    intro: "Nyakati za makongamano, midahalo na sherehe ambapo raia na viongozi hukutana.",
  },
  albumsTitle: "Albamu",
  pagesLabel: "Kurasa za albamu",
  tabsLabel: "Siku",
  photoCount: (n) => `Picha ${n}`,
  setCount: (n) => (n === 1 ? "Mkusanyiko 1" : `Mikusanyiko ${n}`),
  empty: "Bado hakuna albamu. Picha za tukio letu lijalo zitaonekana hapa.",
  failed: "Albamu hazikuweza kupakiwa. Tafadhali pakia ukurasa upya au ujaribu tena baada ya muda mfupi.",
  openImage: "Fungua picha",
  close: "Funga",
  previous: "Picha iliyotangulia",
  next: "Picha inayofuata",
  counter: (n, total) => `${n} kati ya ${total}`,
  home: {
    eyebrow: "Picha za matukio",
    title: "Nyakati kutoka kwa matukio yetu",
    intro: "Makongamano, uzinduzi na siku za jamii: chagua albamu, au fungua picha ili uzitazame zote.",
    viewAll: "Tazama picha zote",
    loading: "Inapakia picha za albamu…",
    loadFailed: "Picha za albamu hazikuweza kupakiwa. Angalia muunganisho wako kisha ujaribu tena.",
    retry: "Jaribu tena",
  },
  actions: {
    download: "Pakua picha",
    request: "Omba picha",
    requestSubject: (album) => `Naomba picha za albamu "${album}"`,
  },
};
