/** Kiswahili twin of ../publications-page.ts: /publications, the home publications section and the PDF reader. */
import type * as en from "../publications-page.ts";

export const publicationsPage: typeof en.publicationsPage = {
  meta: {
    title: "Machapisho",
    description:
      "Ripoti, muhtasari wa sera na makala za makongamano za Uraia kuhusu elimu ya uraia, ushiriki wa umma na utawala bora nchini Kenya. Yasome mtandaoni au pakua PDF.",
    sharedDescription: "{type} kutoka Uraia. Soma mtandaoni au pakua PDF.",
  },
  hero: {
    eyebrow: "Maudhui",
    title: "Machapisho",
    intro:
      "Tafiti zetu, muhtasari wa sera na ripoti za makongamano kuhusu ushiriki wa umma, ugatuzi na uongozi unaowajibika. Ni bure kusoma mtandaoni au kupakua.",
  },
  home: {
    eyebrow: "Tafiti na ripoti",
    title: "Machapisho",
    intro:
      "Ushahidi kutoka kwa jamii tunazofanya nazo kazi, ulioandikwa ili raia na viongozi waweze kuutumia kuchukua hatua.",
    viewAll: "Tazama machapisho yote",
  },
  featured: "Iliyoangaziwa",
  latest: "Machapisho ya hivi karibuni",
  pagesLabel: "Kurasa za machapisho",
  loading: "Inapakia machapisho...",
  failed: "Machapisho hayakuweza kupakiwa",
  empty: "Bado hakuna machapisho.",
  read: "Soma mtandaoni",
  share: "Sambaza",
};

export const pdfReaderCopy: typeof en.pdfReaderCopy = {
  loading: "Inapakia PDF...",
  failed: "PDF haikuweza kupakiwa. Tafadhali jaribu kupakua faili badala yake.",
  download: "Pakua PDF",
  openInNewTab: "Fungua kwenye kichupo kipya",
  zoomIn: "Kuza",
  zoomOut: "Punguza",
  rotate: "Zungusha 90°",
  fullscreen: "Skrini nzima",
  exitFullscreen: "Toka kwenye skrini nzima",
  close: "Funga kisomaji",
};

export const publicationsListCopy: typeof en.publicationsListCopy = { page: publicationsPage, reader: pdfReaderCopy };
