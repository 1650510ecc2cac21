/** Kiswahili twin of ../search.ts: the results page (/search). */
import { SEARCH_MAX_LENGTH } from "../../../shared/search.ts";
import type * as en from "../search.ts";

export const searchPage: typeof en.searchPage = {
  meta: {
    title: "Tafuta",
    description: "Tafuta habari na ripoti za Uraia, na maandishi yaliyomo ndani yake, matukio, nafasi na kurasa.",
    path: "/search",
  },
  hero: {
    eyebrow: "Tafuta",
    title: "Tafuta chochote kwenye Uraia",
    intro: "Habari, ripoti na maneno yaliyomo ndani yake, matukio, nafasi na kila ukurasa wa tovuti.",
  },
  pagesLabel: "Kurasa za matokeo",
  copy: {
    field: { label: "Tafuta kwenye tovuti", placeholder: "Ripoti, kaunti, mada…", button: "Tafuta" },
    chipsLabel: "Chuja matokeo kwa aina",
    all: "Zote",
    typeLabels: {
      news: "Habari",
      publications: "Machapisho",
      events: "Matukio",
      openings: "Nafasi",
      resources: "Nyenzo",
      stories: "Simulizi",
      media: "Maudhui",
      team: "Timu",
      partners: "Washirika",
      products: "Duka",
      albums: "Picha",
      page: "Kurasa",
    },
    summary: (total, query) => (total === 1 ? `Tokeo 1 la “${query}”` : `Matokeo ${total} ya “${query}”`),
    pdfPage: (page) => `Ukurasa ${page} wa PDF`,
    foundInPages: "Imepatikana katika kurasa hizi za PDF",
    start: "Andika neno moja au mawili: jina la ripoti, kaunti, mada. Neno la mwisho linaweza kuwa mwanzo tu wa neno.",
    tooLong: `Maneno ya utafutaji yasizidi herufi ${SEARCH_MAX_LENGTH}`,
    failed: "Utafutaji haupatikani kwa sasa. Tafadhali jaribu tena baada ya muda mfupi.",
    empty: {
      title: (query) => `Hakuna kilichopatikana kwa “${query}”`,
      tips: [
        "Hakikisha umeandika maneno sawasawa, au tumia maneno machache: kila neno lazima lipatikane.",
        "Jaribu neno pana zaidi, au mwanzo wa neno tu: “ugat” hupata “ugatuzi”.",
        "Ripoti hutafutwa pia ndani ya PDF zake, ukurasa kwa ukurasa.",
      ],
      didYouMean: "Je, ulimaanisha",
      // Written in Kiswahili in both languages: it offers the Kiswahili results (lang="sw").
      elsewhere: (total: number) =>
        total === 1
          ? "Tokeo 1 limepatikana kwa Kiswahili: lisome"
          : `Matokeo ${total} yamepatikana kwa Kiswahili: yasome`,
      browse: "Au vinjari:",
      links: [
        { label: "Machapisho", href: "/publications" },
        { label: "Habari", href: "/news" },
        { label: "Nyenzo", href: "/resources" },
        { label: "Wasiliana nasi", href: "/contact" },
      ],
    },
  },
};
