/** Kiswahili twin of ../home-sections.ts: the home page's sections below the hero, on /sw. */
import type * as en from "../home-sections.ts";

export const homeAbout: typeof en.homeAbout = {
  eyebrow: "Kuhusu sisi",
  title: "Raia wenye ufahamu, viongozi wanaowajibika",
  body: [
    "Uraia ni shirika lisilo la kiserikali la Kenya ambalo kwa zaidi ya miaka mitano limekuwa likipeleka elimu ya uraia mahali ambapo maamuzi huwagusa watu moja kwa moja: sokoni, shuleni, makanisani, kwenye mabaraza ya vijijini na, zaidi na zaidi, kwenye simu.",
    "Tunaifafanua Katiba, bajeti za kaunti na sera za umma kupitia mazungumzo ambayo kila mtu anaweza kushiriki, kisha tunazisaidia jamii kugeuza yale wanayojifunza kuwa vitendo.",
  ],
  points: [
    "Hatuegemei upande wowote, na jamii ndizo zinazoongoza",
    "Tumejikita Kitengela, tunafanya kazi kote Kenya",
    "Tunaweka matokeo yetu wazi",
  ],
  image: "home-about",
  imageAlt: "Mchoro: miti ya migunga kwenye vilima wakati wa macheo",
  cta: { label: "Historia yetu", to: "/about" },
};

export const homePrograms: typeof en.homePrograms = {
  eyebrow: "Kazi yetu",
  title: "Programu zinazoimarisha sauti ya raia",
  intro: "Njia nne tunazotumia kuwasaidia raia kuelewa, kushiriki na kusikika.",
  items: [
    {
      title: "Elimu ya Uraia",
      description: "Warsha kuhusu haki, ugatuzi na bajeti kwa wapiga kura wapya, viongozi wanawake na vijana.",
      to: "/programs#education",
      image: "home-program-civic",
    },
    {
      title: "X Spaces na Makongamano",
      description:
        "Midahalo ya sauti mubashara kila wiki, na kongamano la uongozi la kila mwaka linalowakutanisha raia na viongozi.",
      to: "/programs",
      image: "home-program-spaces",
    },
    {
      title: "Ushiriki wa Umma",
      description: "Kuziandaa jamii kwa vikao vya maoni kuhusu bajeti na mashauriano, na kufuatilia yale wanayoyaomba.",
      to: "/programs#advocacy",
      image: "home-program-participation",
    },
    {
      title: "Art in Heart",
      description: "Warsha za ubunifu zinazofungua mazungumzo salama kuhusu afya ya akili na kujihisi sehemu ya jamii.",
      to: "/art-in-heart",
      image: "home-program-art",
    },
  ],
  more: "Soma zaidi",
  all: { label: "Programu zote", to: "/programs" },
};

export const homePartners: typeof en.homePartners = {
  eyebrow: "Washirika",
  title: "Tunashirikiana kote Kenya",
  intro: "Mashirika ya kijamii, taasisi na mitandao inayowezesha kazi yetu.",
  items: [
    { name: "Serikali za Kaunti", initials: "SK" },
    { name: "Mashirika ya Kijamii", initials: "MK" },
    { name: "Vyuo Vikuu na Vyuo", initials: "VV" },
    { name: "Jumuiya za Kidini", initials: "JK" },
    { name: "Mitandao ya Vijana", initials: "MV" },
    { name: "Vyombo vya Habari vya Jamii", initials: "VH" },
  ],
  cta: { label: "Wafahamu washirika wetu", to: "/partners" },
};

export const homeCollaborations: typeof en.homeCollaborations = {
  eyebrow: "Ushirikiano",
  title: "Ushirikiano wa hivi karibuni",
  intro: "Miradi ya pamoja na washirika wanaoshiriki nasi azma ya utawala unaowajibika.",
  items: [
    {
      title: "Vikao vya Vijana kuhusu Bajeti",
      partner: "Mitandao ya vijana ya kaunti",
      description:
        "Kuwaandaa vijana kuzungumza katika vikao vya maoni kuhusu bajeti ya kaunti, na kufuatilia kila pendekezo lao.",
      status: "Active",
      image: "home-collab-youth",
    },
    {
      title: "Bajeti Wazi kwa Lugha Rahisi",
      partner: "Washirika wa vyombo vya habari vya jamii",
      description:
        "Maelezo ya bajeti za kaunti kwa lugha rahisi, yanayosomwa katika redio za jamii na kusambazwa kwenye WhatsApp.",
      status: "Completed",
      image: "home-collab-budget",
    },
    {
      title: "Kongamano la Uongozi 2025",
      partner: "Vyuo vikuu na mashirika ya kiraia",
      description: "Siku mbili za mdahalo kati ya raia, maafisa wa kaunti na viongozi vijana.",
      status: "Completed",
      image: "home-collab-conference",
    },
  ],
  cta: { label: "Tazama ushirikiano wote", to: "/partners" },
};
