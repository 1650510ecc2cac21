import type { SeedItem } from "./seed-item.ts";

/** Demo Media Hub items: three that lead the page (Featured or Live) and four recent ones. */
export const DEMO_MEDIA: SeedItem[] = [
  {
    type: "Conference",
    title: "Leadership Conference 2025 highlights",
    description: "Keynotes, panels and workshop outcomes from two days with our clubs, partners and county leaders.",
    date: "2025-03-01",
    status: "Featured",
    page: "/event-gallery",
    image_url: "/art/media-conference",
    sw: {
      title: "Matukio muhimu ya Kongamano la Uongozi 2025",
      description:
        "Hotuba kuu, mijadala ya jopo na matokeo ya warsha kutoka siku mbili pamoja na klabu zetu, washirika na viongozi wa kaunti.",
    },
  },
  {
    type: "X Spaces",
    title: "Weekly X Spaces: Budgets in Plain Language",
    description: "Our longest-running conversation, live every Wednesday evening, with recordings of past sessions.",
    date: "2025-03-12",
    status: "Live",
    page: "/programs#x-spaces",
    image_url: "/art/media-x-spaces",
    sw: {
      title: "X Spaces ya kila wiki: Bajeti kwa Lugha Rahisi",
      description:
        "Mazungumzo yetu yaliyodumu kwa muda mrefu zaidi, hewani kila Jumatano jioni, pamoja na rekodi za vikao vilivyopita.",
    },
  },
  {
    type: "Report",
    title: "County Budget Implementation Review",
    description:
      "The Controller of Budget's official review of county spending, the report our budget champions learn to read.",
    date: "2025-02-20",
    status: "Featured",
    link: "https://cob.go.ke/",
    page: "/publications",
    image_url: "/art/media-report",
    sw: {
      title: "Tathmini ya Utekelezaji wa Bajeti za Kaunti",
      description:
        "Tathmini rasmi ya Msimamizi wa Bajeti kuhusu matumizi ya fedha za kaunti, ripoti ambayo mabingwa wetu wa bajeti hujifunza kuisoma.",
    },
  },
  {
    type: "Video",
    title: "What does an MCA do? (3-minute explainer)",
    description: "A short animated guide to your Member of County Assembly.",
    date: "2025-03-18",
    status: "Available",
    page: "/resources?category=civic-education",
    sw: {
      title: "Mjumbe wa bunge la kaunti (MCA) hufanya nini? (Maelezo ya dakika 3)",
      description: "Video fupi ya vibonzo inayoeleza kazi ya mjumbe wa bunge la kaunti wa wadi yako.",
    },
  },
  {
    type: "X Spaces",
    title: "Youth and the county budget",
    description: "1,300 listeners joined this conversation with two county budget officers.",
    date: "2025-02-22",
    status: "Available",
    page: "/community-dialogues",
    sw: {
      title: "Vijana na bajeti ya kaunti",
      description: "Wasikilizaji 1,300 walijiunga na mazungumzo haya pamoja na maafisa wawili wa bajeti wa kaunti.",
    },
  },
  {
    type: "Article",
    title: "Five things we learned at the leadership conference",
    description: "Reflections from our team and delegates.",
    date: "2025-03-06",
    status: "Available",
    page: "/news",
    sw: {
      title: "Mambo matano tuliyojifunza katika kongamano la uongozi",
      description: "Tafakari za timu yetu na za wajumbe.",
    },
  },
  {
    type: "Report",
    title: "Public Participation Edition II: summary report",
    description: "What 2,300 participants told their counties, and what happened next.",
    date: "2025-01-15",
    status: "Available",
    page: "/publications",
    sw: {
      title: "Ushiriki wa Umma Awamu ya Pili: ripoti fupi",
      description: "Yale ambayo washiriki 2,300 waliziambia kaunti zao, na yaliyofuata baadaye.",
    },
  },
];
