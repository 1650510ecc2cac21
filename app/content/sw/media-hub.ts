/** Kiswahili twin of ../media-hub.ts: the media hub page. */
import type * as en from "../media-hub.ts";

export const mediaHubPage: typeof en.mediaHubPage = {
  meta: {
    title: "Kitovu cha Habari",
    description:
      "Kitovu cha Habari cha Uraia: muhtasari wa makongamano, rekodi za X Spaces, video, makala na ripoti kuhusu elimu ya uraia na utawala nchini Kenya.",
    path: "/media-hub",
  },
  hero: {
    eyebrow: "Kitovu cha Habari",
    title: "Tazama, sikiliza na soma",
    intro: "Muhtasari wa makongamano, mazungumzo ya X Spaces, video za maelezo, makala na ripoti, vyote mahali pamoja.",
  },
  featuredTitle: "Maudhui yaliyoangaziwa",
  featuredEmpty: "Hakuna maudhui yaliyoangaziwa kwa sasa. Tazama maudhui ya hivi karibuni hapa chini.",
  categoriesTitle: "Vinjari kwa aina",
  categories: [
    {
      id: "video-content",
      title: "Video",
      description: "Video za maelezo, hotuba za makongamano na simulizi kutoka kwa jamii tunazofanya nazo kazi.",
      count: "Video 50+",
      icon: "video",
      action: { label: "Tazama picha za matukio", href: "/event-gallery", variant: "outline" },
    },
    {
      id: "x-spaces-audio",
      title: "X Spaces na sauti",
      description: "Rekodi za midahalo yetu ya X Spaces na za vipindi vya redio za jamii.",
      count: "Vipindi 700+",
      icon: "mic",
      action: { label: "Kuhusu X Spaces", href: "/programs#x-spaces", variant: "outline" },
    },
    {
      id: "articles-reports",
      title: "Makala na ripoti",
      description: "Habari, maoni, muhtasari wa sera na tafiti kutoka kwa programu zetu.",
      count: "Makala 100+",
      icon: "report",
      action: { label: "Soma machapisho", href: "/publications", variant: "outline" },
    },
  ],
  recentTitle: "Maudhui ya hivi karibuni",
  recentEmpty: "Bado hakuna kipya: video, rekodi na ripoti mpya zitaonekana hapa zinapoongezwa.",
  failed: "Maudhui hayakuweza kupakiwa. Tafadhali pakia ukurasa upya au ujaribu tena baada ya muda mfupi.",
  galleryBox: {
    title: "Unatafuta picha?",
    text: "Vinjari albamu za makongamano, uzinduzi na matukio ya jamii katika picha za matukio.",
    action: { label: "Tembelea picha za matukio", href: "/event-gallery" },
  },
  subscribe: {
    title: "Usikose mazungumzo yoyote",
    text: "Pokea video mpya, tarehe za X Spaces na ripoti kwenye barua pepe yako au kwa WhatsApp.",
    action: { label: "Jiandikishe sasa", href: "/newsletter" },
  },
};
