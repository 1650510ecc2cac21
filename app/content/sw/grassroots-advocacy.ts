/**
 * Kiswahili twin of ../grassroots-advocacy.ts: the copy of /sw/grassroots-advocacy. A campaign's
 * `status` is a code (it picks the badge colour and the button), so it stays as in the English.
 */

import { contactHref } from "../../lib/links.ts";
import type * as en from "../grassroots-advocacy.ts";
import { contactSubjects } from "./contact.ts";

export const grassrootsAdvocacyPage: typeof en.grassrootsAdvocacyPage = {
  meta: {
    title: "Utetezi wa Mashinani",
    description:
      "Kampeni zinazoongozwa na jamii kwa ajili ya serikali inayowajibika: nyenzo za utetezi za Uraia, kampeni zinazoendelea na zilizokamilika, simulizi za mafanikio na shughuli zijazo.",
    path: "/grassroots-advocacy",
  },
  hero: {
    eyebrow: "Utetezi wa Mashinani",
    title: "Jamii zinazojisemea zenyewe",
    intro:
      "Tunawasaidia wakazi kujipanga kuhusu masuala wanayoyachagua, kukusanya ushahidi na kuufikisha kwa wenye mamlaka ya kuamua.",
  },
  impactTitle: "Matokeo yetu",
  impact: [
    { value: "15+", label: "Kampeni" },
    { value: "1,200+", label: "Watetezi" },
    { value: "25+", label: "Mabadiliko ya sera" },
    { figure: "impact_communities", label: "Jamii" },
  ],
  toolsTitle: "Nyenzo za utetezi",
  toolsIntro: "Tunachokileta katika kila kampeni.",
  tools: [
    {
      icon: "document",
      title: "Violezo vya ombi na hati ya maoni",
      description: "Miundo iliyo tayari kurekebishwa, inayokubalika na mabunge ya kaunti na kamati zake.",
    },
    {
      icon: "report",
      title: "Kadi za tathmini za jamii",
      description: "Tafiti rahisi zinazogeuza uzoefu wa wakazi kuhusu huduma fulani kuwa ushahidi.",
    },
    {
      icon: "mic",
      title: "Vyombo vya habari na X Spaces",
      description: "Muda hewani kwenye X Spaces zetu na redio washirika, ili suala lifikie hadhira pana zaidi.",
    },
    {
      icon: "handshake",
      title: "Mazungumzo na watoa maamuzi",
      description:
        "Mikutano inayoongozwa na wawezeshaji ambapo wakazi na maafisa hukubaliana hatua zinazofuata, kwa maandishi.",
    },
  ],
  campaignsTitle: "Kampeni",
  campaignsIntro: "Jiunge na kampeni inayoendelea, au uone kampeni zilizokamilika zilifanikisha nini.",
  campaigns: [
    {
      id: 1,
      title: "Bajeti Wazi Kajiado",
      description: "Kuiomba kaunti ichapishe nyaraka za bajeti kwa wakati na kwa lugha rahisi.",
      status: "Active",
      participants: "Watetezi 420",
      impact: "Bajeti ya mwananchi ya 2025/26 imechapishwa",
      image: "campaign-open-budgets",
      featured: true,
    },
    {
      id: 2,
      title: "Maji Safi kwa Isinya",
      description: "Wakazi wanashinikiza ukarabati wa visima vitatu vilivyoahidiwa katika mpango wa wadi.",
      status: "Active",
      participants: "Wakazi 260",
      impact: "Kisima kimoja kimekarabatiwa hadi sasa",
      image: "campaign-safe-water",
      featured: false,
    },
    {
      id: 3,
      title: "Viti vya Vijana katika Kamati za Wadi",
      description: "Kampeni ya vijana kuwakilishwa katika mipango ya maendeleo ya wadi.",
      status: "Completed",
      participants: "Vijana 310",
      impact: "Viti viwili vya vijana vimeanzishwa katika wadi za Machakos",
      image: "campaign-youth-seats",
      featured: false,
    },
    {
      id: 4,
      title: "Daraja la Kitengela",
      description:
        "Kuhakikisha daraja la waenda kwa miguu linalotumiwa na wanafunzi 2,000 linarudishwa katika mpango wa maendeleo wa wadi.",
      status: "Completed",
      participants: "Wakazi 180",
      impact: "Daraja limefadhiliwa na kujengwa upya",
      image: "campaign-footbridge",
      featured: false,
    },
    {
      id: 5,
      title: "Vikao vya Umma Vinavyofikika kwa Wote",
      description: "Ukalimani wa lugha ya ishara na kumbi zinazofikika katika kila kikao cha maoni cha kaunti.",
      status: "Active",
      participants: "Watetezi 150",
      impact: "Ukalimani umetolewa katika vikao 6",
      image: "campaign-accessible-hearings",
      featured: false,
    },
    {
      id: 6,
      title: "Taa za Soko la Kibera",
      description: "Taa za barabarani kwa wafanyabiashara wa jioni, baada ya wizi kuongezeka sokoni.",
      status: "Completed",
      participants: "Wafanyabiashara 95",
      impact: "Taa 24 za mwanga mkali zimewekwa",
      image: "campaign-market-lighting",
      featured: false,
    },
  ],
  storiesTitle: "Simulizi za mafanikio",
  stories: [
    {
      title: "Daraja lililorejea",
      place: "Kitengela",
      description:
        "Wanafunzi walilazimika kutembea kilomita tano zaidi baada ya mafuriko kusomba daraja la zamani. Ombi lililotiwa saini na wakazi 1,800 lilirudisha daraja hilo kwenye bajeti ndani ya mwaka mmoja.",
      image: "advocacy-story-bridge",
    },
    {
      title: "Nafasi katika vikao vya maamuzi",
      place: "Machakos",
      description:
        "Baada ya miezi kadhaa ya kadi za tathmini na mikutano, kaunti ilikubali kwamba kila kamati ya mipango ya wadi itakuwa na kijana mmoja.",
      image: "advocacy-story-youth",
    },
    {
      title: "Mwanga kwa soko la usiku",
      place: "Kibera",
      description:
        "Wafanyabiashara walichora ramani ya pembe zenye giza sokoni na kuiwasilisha kwa kaunti. Taa za mwanga mkali ziliwekwa ndani ya miezi mitatu.",
      image: "advocacy-story-market",
    },
  ],
  events: {
    upcomingTitle: "Shughuli zijazo",
    upcomingEmpty: "Hakuna shughuli iliyopangwa kwa sasa. Tueleze suala ambalo jamii yako inataka kuliibua.",
    pastTitle: "Shughuli zilizopita",
    failed: "Shughuli hazikuweza kupakiwa. Tafadhali pakia ukurasa upya au ujaribu tena baada ya muda mfupi.",
  },
  joinLabel: "Jiunge",
  cta: {
    title: "Je, jamii yako ina suala inalotaka kuliibua?",
    text: "Tueleze. Tutakusaidia kupanga, kukusanya ushahidi na kulifikisha kwa ofisi inayohusika.",
    actions: [
      { label: "Anzisha kampeni", href: contactHref(contactSubjects.advocacyCampaign) },
      { label: "Jitolee", href: "/volunteer" },
    ],
  },
};
