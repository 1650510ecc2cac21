/** Kiswahili twin of ../admin-translations.ts: the editor's Kiswahili column, the lists' filter and badge. */
import type * as en from "../admin-translations.ts";

export const adminTranslationsCopy: typeof en.adminTranslationsCopy = {
  missing: "Haina Kiswahili",
  title: "Toleo la Kiswahili",
  intro:
    "Kurasa za Kiswahili huonyesha sehemu hizi badala ya zile za Kiingereza. Sehemu ikiachwa tupu huonyeshwa kwa Kiingereza; kichwa ni lazima.",
  english: "Kiingereza",
  kiswahili: "Kiswahili",
  fieldLabels: {
    title: "Kichwa",
    excerpt: "Muhtasari",
    content: "Maudhui",
    description: "Maelezo",
    read_time: "Muda wa kusoma",
  },
  empty: "(tupu)",
  none: "Bado hakuna toleo la Kiswahili: kurasa za Kiswahili zinaonyesha kipengele hiki kwa Kiingereza.",
  loading: "Inapakia toleo la Kiswahili...",
  loadFailed: "Toleo la Kiswahili halikuweza kupakiwa",
  save: "Hifadhi toleo la Kiswahili",
  saving: "Inahifadhi...",
  saved: "Toleo la Kiswahili limehifadhiwa.",
  saveFailed: "Toleo la Kiswahili halikuweza kuhifadhiwa",
  remove: "Ondoa toleo la Kiswahili",
  removing: "Inaondoa...",
  removed: "Toleo la Kiswahili limeondolewa. Kurasa za Kiswahili sasa zinaonyesha kipengele hiki kwa Kiingereza.",
  removeFailed: "Toleo la Kiswahili halikuweza kuondolewa",
  confirmRemoveTitle: "Uondoe toleo la Kiswahili?",
  confirmRemoveBody: (title: string) =>
    `Kurasa za Kiswahili zitaonyesha “${title}” kwa Kiingereza. Toleo la Kiingereza litabaki kama lilivyo.`,
  cancel: "Ghairi",
  tagsHint: "Kimoja kwa kila mstari, au vitenganishwe kwa koma",
  sets: {
    summary: (sets: number, photos: number) => `Seti ${sets}, picha ${photos}`,
    setName: (name: string) => `Jina la seti “${name}”`,
    photosOf: (name: string, count: number) => `Picha za “${name}” (${count})`,
    alt: (n: number) => `Maelezo ya picha ya ${n}`,
    caption: (n: number) => `Maelezo mafupi ya picha ya ${n}`,
  },
};
