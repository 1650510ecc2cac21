/** The public shell's words in Kiswahili (twin of ../shell.ts). */
import type * as en from "../shell.ts";

export const shellCopy: typeof en.shellCopy = {
  skipToContent: "Ruka hadi maudhui",
  mainMenu: "Menyu kuu",
  openMenu: "Fungua menyu",
  closeMenu: "Funga menyu",
  submenu: "Menyu ya {label}",
  logoHome: "Mwanzo wa {site}",
  contactTitle: "Mawasiliano",
  whatsapp: "WhatsApp",
  newsletterForm: "Jarida",
  socialMedia: "Mitandao ya kijamii",
  socialLink: "{site} kwenye {network} (hufunguka kwenye kichupo kipya)",
  rightsReserved: "Haki zote zimehifadhiwa.",
  illustrationFor: "Mchoro wa {title}",
  place: "Mahali",
  originalPrice: "Bei ya awali",
  // The link back to English is written in English (lang="en").
  languageSwitch: { label: "English", title: "Read this page in English" },
  languageOffer: {
    region: "Lugha",
    text: "Ukurasa huu unapatikana pia kwa Kiswahili.",
    accept: "Soma kwa Kiswahili",
    decline: "Hapana, asante",
  },
};

export const cardLabels: typeof en.cardLabels = {
  featured: "Teule",
  urgent: "Ya dharura",
  urgentNeed: "Hitaji la dharura",
  popular: "Maarufu",
  sale: "Punguzo",
  location: "Mahali",
  duration: "Muda",
  participants: "Washiriki",
  author: "Mwandishi",
  readingTime: "Muda wa kusoma",
  members: "Wanachama",
  type: "Aina",
  experience: "Uzoefu",
  timeCommitment: "Muda unaohitajika",
  since: "Tangu",
  published: "Imechapishwa",
  fileSize: "Ukubwa wa faili",
  downloads: "Vipakuliwa",
  downloadCount: "Imepakuliwa mara {count}",
  length: "Urefu",
  size: "Ukubwa",
  readTime: "Muda wa kusoma",
  requirements: "Mahitaji",
  copyLink: "Nakili kiungo",
  share: "Shiriki…",
  close: "Funga",
  zoomLevel: "Kiwango cha ukuzaji",
  slides: "Slaidi",
  applyNow: "Tuma maombi sasa",
  learnMore: "Pata maelezo zaidi",
  viewReport: "Tazama ripoti",
  accessContent: "Fungua maudhui",
  joinCampaign: "Jiunge na kampeni",
  viewResults: "Tazama matokeo",
  contactDetails: "Maelezo ya mawasiliano",
  ourImpact: "Matokeo ya kazi yetu",
};

export const notFoundCopy: typeof en.notFoundCopy = {
  meta: { title: "Ukurasa haupatikani", description: "Ukurasa unaoutafuta haupo." },
  heading: "Samahani! Ukurasa unaoutafuta haupo.",
  home: "Rudi Mwanzo",
  contact: "Wasiliana nasi",
  popular: "Kurasa zinazotembelewa zaidi",
};

export const errorCopy: typeof en.errorCopy = {
  title: "Hitilafu isiyotarajiwa!",
  fallbackDetail: "Kuna tatizo limetokea.",
  retry: "Tafadhali jaribu tena baada ya muda mfupi. Tatizo likiendelea, tutumie barua pepe kupitia",
  home: "Rudi Mwanzo",
  contact: "Wasiliana nasi",
};
