/** Kiswahili twin of ../home.ts: the home page's title and hero on /sw. */
import type * as en from "../home.ts";

export const homeMeta: typeof en.homeMeta = {
  title: "Uraia | Elimu ya uraia, utawala bora na sauti za mashinani nchini Kenya",
  description:
    "Uraia huwasaidia Wakenya kuelewa haki zao na kushiriki katika utawala: elimu ya uraia, midahalo ya jamii, mazungumzo ya X Spaces, ushiriki wa umma na mpango wa Art in Heart.",
};

/** The slideshow's timing is the same in both languages. */
export const HERO_INTERVAL_MS: typeof en.HERO_INTERVAL_MS = 5000;
export const HERO_FADE_MS: typeof en.HERO_FADE_MS = 1000;

export const heroSlides: typeof en.heroSlides = [
  {
    tagline: "Elimu ya uraia",
    title: "Jua haki zako. Ijenge kaunti yako.",
    subtitle: "Elimu ya uraia ya vitendo kwa kila Mkenya",
    description:
      "Warsha na midahalo ya jamii kuhusu Katiba, ugatuzi na bajeti za kaunti, ili raia waweze kuhoji, kupendekeza na kuwawajibisha viongozi.",
    stats: [
      { figure: "impact_participants_trained", label: "Washiriki waliopata mafunzo" },
      { value: "25+", label: "Warsha" },
      { figure: "impact_counties", label: "Kaunti" },
      { value: "95%", label: "Kiwango cha kuridhika" },
    ],
    image: "hero-dialogue",
    imageAlt: "Mchoro: jamii imeketi kwa duara chini ya mgunga",
    cta: { label: "Gundua elimu ya uraia", to: "/programs#education" },
  },
  {
    tagline: "Midahalo ya X Spaces",
    title: "Mazungumzo yanayofikia taifa zima",
    subtitle: "Mijadala ya sauti mubashara kuhusu masuala muhimu",
    description:
      "Kila wiki, raia, viongozi na wataalamu hukutana kwenye X Spaces kujadili sera, bajeti na uwajibikaji, kwa uwazi na kwa lugha inayoeleweka na wote.",
    stats: [
      { figure: "impact_dialogues", label: "Vikao vya X Spaces" },
      { value: "5+", label: "Miaka ya midahalo" },
      { value: "50+", label: "Video" },
      { value: "100+", label: "Makala" },
    ],
    image: "hero-x-spaces",
    imageAlt: "Mchoro: mzungumzaji jukwaani penye mwanga mbele ya hadhira",
    cta: { label: "Tembelea Kitovu cha Habari", to: "/media-hub" },
  },
  {
    tagline: "Ushiriki wa umma",
    title: "Sauti yako katika kila uamuzi",
    subtitle: "Kuanzia mikutano ya hadhara hadi mabunge ya kaunti",
    description:
      "Tunaziandaa jamii kushiriki katika vikao vya maoni kuhusu bajeti na mashauriano ya sera, na tunafuatilia hadi mapendekezo yao yasikilizwe.",
    stats: [
      { value: "2", label: "Awamu kuu za ushiriki" },
      { value: "15+", label: "Kampeni" },
      { value: "1,200+", label: "Watetezi" },
      { value: "25+", label: "Mabadiliko ya sera" },
    ],
    image: "hero-participation",
    imageAlt: "Mchoro: raia wamesimama pamoja kwenye kilima chenye mwanga wa jua",
    cta: { label: "Tazama kazi yetu ya utetezi", to: "/programs#advocacy" },
  },
  {
    tagline: "Art in Heart",
    title: "Uponyaji na kujieleza kupitia sanaa",
    subtitle: "Afya ya akili, ubunifu na jamii",
    description:
      "Art in Heart huwapa vijana maeneo salama ya kuchora, kuandika na kutumbuiza, na hufungua mazungumzo kuhusu afya ya akili katika jamii zao.",
    stats: [
      { figure: "impact_communities", label: "Jamii" },
      { value: "25+", label: "Warsha za ubunifu" },
      { value: "2025", label: "Kongamano la kitaifa" },
      { figure: "impact_people_reached", label: "Watu waliofikiwa" },
    ],
    image: "hero-art-in-heart",
    imageAlt: "Mchoro: mpangilio angavu wa maumbo kwa mtindo wa kitenge",
    cta: { label: "Gundua Art in Heart", to: "/art-in-heart" },
  },
];

/** "ya kwanza" … "ya kumi", then the numeral: slaidi (N class) takes the ordinal with ya-. */
const ORDINALS = ["kwanza", "pili", "tatu", "nne", "tano", "sita", "saba", "nane", "tisa", "kumi"];
const slideOrdinal = (n: number): string => ORDINALS[n - 1] ?? String(n);

export const heroCopy: typeof en.heroCopy = {
  regionLabel: "Mambo muhimu",
  secondary: { label: "Jiunge na vuguvugu", to: "/get-involved" },
  listenLive: "Sikiliza Mubashara",
  listenLiveHint: "hufungua matangazo mubashara katika kichupo kipya",
  pause: "Simamisha slaidi",
  play: "Endesha slaidi",
  goTo: (n: number) => `Nenda kwenye slaidi ya ${slideOrdinal(n)}`,
  position: (n: number, total: number) => `Slaidi ${n} kati ya ${total}`,
};
