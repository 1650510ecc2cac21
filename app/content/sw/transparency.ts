/** Kiswahili twin of ../transparency.ts: the open-books page. */
import type * as en from "../transparency.ts";

export const transparencyPage: typeof en.transparencyPage = {
  meta: {
    title: "Hesabu wazi",
    description:
      "Kiasi ambacho Uraia hupokea kila mwezi na kinachotumika kwa kila programu kila mwaka, pamoja na taarifa za fedha zilizokaguliwa.",
    path: "/transparency",
  },
  hero: {
    eyebrow: "Uwazi",
    title: "Hesabu wazi",
    intro:
      "Kila shilingi inayotolewa kupitia tovuti hii inahesabiwa hapa mwezi inapopokelewa, pamoja na michango ya benki ambayo Afisa wetu wa fedha anarekodi. Matumizi yanaonyeshwa kwa kila programu kila mwaka, kando ya taarifa ya fedha iliyokaguliwa.",
  },
  receivedTitle: "Fedha zilizopokelewa",
  receivedIntro:
    "Miezi 24 iliyopita. Malipo yaliyokamilika pekee ndiyo yanahesabiwa; ombi lililoghairiwa au ambalo halikulipwa si fedha iliyopokelewa. Katika mwezi wenye michango chini ya 5 tunaonyesha jumla lakini si njia zilizotumika, ili mchangiaji yeyote asiweze kutambulika.",
  chartTitle: "Fedha zilizopokelewa kila mwezi, kwa shilingi",
  chartSummary: "{total} zimepokelewa katika miezi {months} iliyopita.",
  tableCaption: "Fedha zilizopokelewa kila mwezi",
  month: "Mwezi",
  total: "Jumla",
  gifts: "Michango",
  channelsHeading: "Njia ilivyopokelewa",
  channels: { stk: "M-Pesa kupitia tovuti hii", paybill: "Paybill", bank: "Uhamisho wa benki" },
  splitHidden: "Imefichwa (michango chini ya 5)",
  yearsTitle: "Kila mwaka",
  yearsIntro:
    "Fedha zilizopokelewa kila mwaka, na matumizi kwa kila programu kama Afisa wetu wa fedha alivyoyarekodi kutoka kwenye hesabu. Marekebisho hurekodiwa kama ingizo jipya; takwimu zilizo hapa ni zile zilizorekebishwa.",
  year: "Mwaka",
  received: "Zilizopokelewa",
  programme: "Programu",
  spent: "Zilizotumika",
  totalSpent: "Jumla ya matumizi",
  nothingSpent: "Bado hakuna matumizi yaliyorekodiwa kwa mwaka huu.",
  statement: "Taarifa ya fedha iliyokaguliwa (PDF)",
  noStatement: "Taarifa ya fedha iliyokaguliwa ya mwaka huu bado haijachapishwa.",
  programmes: {
    "civic-education": "Elimu ya uraia",
    "grassroots-advocacy": "Utetezi wa mashinani",
    "art-in-heart": "Art in Heart",
    "community-dialogues": "Midahalo ya jamii",
    "running-costs": "Uendeshaji wa shirika",
    fundraising: "Uchangishaji wa fedha",
  },
  thanksTitle: "Asante",
  thanksIntro: "Wachangiaji waliochagua, walipochangia, kushukuriwa hapa kwa majina yao:",
  thanksTo: "Asante kwa",
  csvLink: "Pakua takwimu hizi (CSV)",
  apiNote: "Takwimu hizi hizi zinapatikana kama JSON kwenye /api/transparency.",
  donateCta: "Changia Uraia",
};

export const transparencyLink: typeof en.transparencyLink = {
  label: "Hesabu wazi: fedha zinakokwenda",
  href: "/transparency",
};
