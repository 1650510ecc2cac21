/** Kiswahili twin of ../about.ts: the copy of /sw/about. */
import type * as en from "../about.ts";

export const aboutPage: typeof en.aboutPage = {
  meta: {
    title: "Kuhusu Sisi",
    description:
      "Historia ya Uraia: jinsi mdahalo mmoja wa jamii huko Kitengela ulivyokua kuwa vuguvugu la elimu ya uraia; maadili yetu, rekodi ya kazi yetu, juhudi zetu za kisera na dira yetu.",
    path: "/about",
  },
  hero: {
    eyebrow: "Kuhusu Sisi",
    title: "Raia wanaojua haki zao, na kuzitumia",
    intro:
      "Jina letu, Uraia, linamaanisha kuwa raia, pamoja na haki na wajibu wake. Tangu 2020 tumewasaidia Wakenya kuelewa jinsi wanavyotawaliwa na kushiriki katika maamuzi yanayoathiri maisha yao.",
  },
  historyTitle: "Historia yetu",
  history: [
    {
      title: "Tulianza katika ukumbi mmoja Kitengela",
      paragraphs: [
        "Uraia ilianza mwaka 2020 pale kikundi cha walimu, viongozi wa vijana na wasanii wa Kitengela kilipowaalika majirani kuzungumza kuhusu bajeti ya kaunti. Watu arobaini walifika; wengi wao hawakuwahi kuiona hati inayoamua jinsi kodi zao zinavyotumika.",
        "Jioni hizo zikawa mdahalo wa kila mwezi, kisha mtandao wa wawezeshaji, na baadaye shirika lililosajiliwa rasmi lenye programu katika zaidi ya kaunti kumi na tano.",
      ],
      image: "about-history-hall",
      imageAlt: "Mchoro wa majirani waliokusanyika katika ukumbi wa jamii",
    },
    {
      title: "Hadi mazungumzo kote nchini",
      paragraphs: [
        "Mikusanyiko ilipokuwa migumu, tulihamia mtandaoni. Mazungumzo yetu ya X Spaces kuhusu utawala, bajeti na ushiriki wa umma sasa yamepita vikao 700, na wasikilizaji wanatoka kila kaunti.",
        "Mwaka 2025 tuliikutanisha jamii hiyo ana kwa ana katika kongamano letu la uongozi, na sasa Art in Heart inaendeleza moyo huo huo katika kazi za ubunifu kuhusu afya ya akili.",
      ],
      image: "about-history-spaces",
      imageAlt: "Mchoro wa watu wanaojiunga na mazungumzo ya sauti kupitia simu zao",
    },
  ],
  valuesTitle: "Maadili yetu",
  values: [
    {
      icon: "scale",
      title: "Uadilifu",
      description:
        "Hatuegemei upande wowote, tuko wazi kuhusu vyanzo vya fedha zetu, na tunasema ukweli kuhusu matokeo yetu.",
    },
    {
      icon: "users",
      title: "Ujumuishaji",
      description: "Wanawake, vijana, watu wenye ulemavu na jamii za vijijini wako katikati ya kazi yetu, si pembeni.",
    },
    {
      icon: "book",
      title: "Maarifa",
      description: "Elimu ya uraia kwa lugha rahisi, inayozingatia Katiba ya Kenya, 2010.",
    },
    {
      icon: "heart",
      title: "Kujali",
      description: "Ustawi ni muhimu: maisha ya kiraia huwa mepesi zaidi watu wanapohisi kusikilizwa na kusaidiwa.",
    },
  ],
  trackRecordTitle: "Rekodi ya kazi yetu",
  trackRecordIntro: "Miaka mitano ya kazi thabiti inayoongozwa na jamii.",
  trackRecord: [
    { figure: "impact_dialogues", label: "Vikao vya X Spaces" },
    { value: "5+", label: "Miaka ya kazi ya kiraia" },
    { value: "2025", label: "Kongamano la uongozi" },
    { value: "2", label: "Awamu kuu za ushiriki wa umma" },
  ],
  policyTitle: "Juhudi za kisera",
  policyIntro: "Mahali ambapo sauti za jamii zimefikishwa katika maamuzi ya umma.",
  policy: [
    {
      icon: "report",
      title: "Mawasilisho kuhusu bajeti za kaunti",
      description:
        "Hati za maoni za wakazi kuhusu fedha za maendeleo ya wadi, zilizowasilishwa katika vikao vya maoni kuhusu bajeti za kaunti za Kajiado na Machakos.",
    },
    {
      icon: "megaphone",
      title: "Miongozo ya ushiriki wa umma",
      description:
        "Orodha hakiki ya raia kwa ushiriki wenye tija, iliyotolewa kwa mabunge ya kaunti na vikundi vya kiraia.",
    },
    {
      icon: "graduation",
      title: "Vijana katika mipango ya maendeleo",
      description:
        "Mapendekezo ya viti vya vijana katika kamati za mipango za wadi, yaliyotokana na awamu mbili za ushiriki wa umma.",
    },
    {
      icon: "heart",
      title: "Afya ya akili katika jamii",
      description:
        "Muhtasari wa sera kuhusu msaada wa afya ya akili unaotolewa ndani ya jamii, unaotokana na vikao vya Art in Heart.",
    },
  ],
  visionTitle: "Dira yetu",
  vision:
    "Kenya ambamo kila raia anaelewa jinsi anavyotawaliwa, anashiriki kwa kujiamini na kuwawajibisha viongozi, katika kila wadi na kila kaunti.",
  teamTitle: "Timu yetu",
  teamIntro: "Timu ya uongozi inayobeba kazi hii, pamoja na washauri na wajitolea kote nchini.",
  cta: {
    title: "Kuwa sehemu ya historia hii",
    text: "Jitolee, shirikiana nasi au fadhili mdahalo wa jamii ulio karibu nawe.",
    actions: [
      { label: "Shiriki nasi", href: "/get-involved" },
      { label: "Ifahamu timu nzima", href: "/team" },
    ],
  },
};
