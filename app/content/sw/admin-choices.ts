import type * as en from "../admin-choices.ts";

/** Kiswahili twin of app/content/admin-choices.ts: the managed lists on the Settings screen (decision 0072). */
/** "Used by" counted by the noun, its number after it: "Inatumiwa na chapisho 1", "Inatumiwa na machapisho 3". */
const uses = (one: string, other: string) => (n: number) =>
  n === 0 ? "Haitumiki" : `Inatumiwa na ${n === 1 ? one : other} ${n}`;

export const choiceLists: typeof en.choiceLists = [
  {
    list: "news-categories",
    title: "Kategoria za habari",
    intro:
      "Waandishi huchagua kategoria ya habari kutoka kwenye orodha hii; kila moja huonekana kama kichujio kwenye /news.",
    newLabel: "Kategoria mpya",
    uses: uses("habari", "habari"),
  },
  {
    list: "publication-types",
    title: "Aina za machapisho",
    intro:
      "Waandishi huchagua aina ya chapisho kutoka kwenye orodha hii. Badilisha jina la moja liwe la nyingine ili kuziunganisha.",
    newLabel: "Aina mpya",
    uses: uses("chapisho", "machapisho"),
  },
];

export const choicesCopy: typeof en.choicesCopy = {
  nameOf: (name: string) => `Jina la ${name}`,
  swNameOf: (name: string) => `${name} kwa Kiswahili`,
  newSwLabel: "Jina kwa Kiswahili (si lazima)",
  swHint:
    "Kurasa za Kiswahili huonyesha jina la Kiswahili la kipengele; kisipokuwa nalo, huonyesha jina lake la Kiingereza.",
  save: "Hifadhi",
  saveOf: (name: string) => `Hifadhi ${name}`,
  remove: "Ondoa",
  removeOf: (name: string) => `Ondoa ${name}`,
  add: "Ongeza",
  addTo: (title: string) => `Ongeza kwenye ${title}`,
  added: (name: string) => `Imeongezwa: "${name}".`,
  renamed: (from: string, to: string) =>
    `Jina "${from}" limebadilishwa kuwa "${to}": kila kipengele kinacholitumia sasa kinaonyesha "${to}".`,
  removed: (name: string) => `Imeondolewa: "${name}".`,
  swSaved: (name: string, sw: string) =>
    sw ? `Jina la Kiswahili la "${name}" limehifadhiwa: "${sw}".` : `Jina la Kiswahili la "${name}" limeondolewa.`,
  failed: "Imeshindikana kuhifadhi",
  loading: "Inapakia...",
  loadFailed: "Imeshindikana kupakia orodha.",
};
