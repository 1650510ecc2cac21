/** Kiswahili twin of ../community-club.ts: the copy of /sw/community-club. */

import { contactHref, registerHref } from "../../lib/links.ts";
import type * as en from "../community-club.ts";
import { contactSubjects } from "./contact.ts";

export const communityClubPage: typeof en.communityClubPage = {
  meta: {
    title: "Klabu ya Jamii",
    description:
      "Anzisha au jiunge na Klabu ya Jamii ya Uraia: klabu 45+ na wanachama 1,200+ kote Kenya wanaojifunza uraia, kuongoza midahalo na kuzitumikia jamii zao.",
    path: "/community-club",
  },
  hero: {
    eyebrow: "Klabu ya Jamii",
    title: "Anzisha klabu, ibadilishe jamii yako",
    intro:
      "Klabu za Jamii ni vikundi vya majirani, wanafunzi au marafiki 10-50 wanaokutana kujifunza kuhusu utawala na kushughulikia mambo muhimu katika eneo lao.",
  },
  heroActions: [
    { label: "Sajili klabu yako", href: registerHref("Community Club registration"), variant: "light" },
    { label: "Soma zaidi", href: "#how-to-register", variant: "secondary" },
  ],
  statsTitle: "Mtandao wa klabu zetu",
  stats: [
    { value: "45+", label: "Klabu zinazoendelea" },
    { value: "1,200+", label: "Wanachama" },
    { figure: "impact_counties", label: "Kaunti" },
    { value: "150+", label: "Shughuli" },
  ],
  benefitsTitle: "Kwa nini uanzishe klabu",
  benefits: [
    {
      icon: "book",
      title: "Nyenzo bila malipo",
      description: "Mipango ya vikao, miongozo na video kwa kila mkutano.",
    },
    {
      icon: "graduation",
      title: "Mafunzo kwa viongozi",
      description: "Viongozi wawili wa klabu hupata mafunzo ya uwezeshaji bila malipo.",
    },
    {
      icon: "megaphone",
      title: "Sauti yenye nguvu zaidi",
      description: "Msaada wa kufikisha vipaumbele vya klabu yenu kwa viongozi wa wadi na kaunti yenu.",
    },
    {
      icon: "users",
      title: "Mtandao wa kitaifa",
      description: "Ziara za kubadilishana uzoefu, kongamano la kila mwaka na marafiki kote Kenya.",
    },
  ],
  typesTitle: "Aina za klabu",
  types: [
    {
      id: 1,
      title: "Klabu ya Uraia ya Vijana",
      description: "Kwa vijana wenye umri wa miaka 18-35 wanaotaka kuelewa na kuchangia maamuzi ya kaunti.",
      image: "club-youth",
      members: "Wanachama 15-50",
      activities: ["Kusoma bajeti", "Midahalo", "Vikao vya maoni ya umma"],
      featured: true,
    },
    {
      id: 2,
      title: "Klabu ya Uraia ya Shule",
      description: "Kwa shule za sekondari, inayosimamiwa na mwalimu mlezi kwa kutumia mipango ya masomo ya Uraia.",
      image: "club-school",
      members: "Wanafunzi 10-40",
      activities: ["Mijadala", "Mabunge ya kuigiza", "Mashindano ya insha"],
      featured: false,
    },
    {
      id: 3,
      title: "Kikundi cha Uongozi cha Wanawake",
      description:
        "Kwa vikundi vya wanawake na vikundi vya kuweka akiba (chama) vinavyowaandaa wanachama wao kwa uongozi na ushiriki wa umma.",
      image: "club-women",
      members: "Wanachama 10-30",
      activities: ["Ulezi", "Hati za maoni", "Kuzungumza hadharani"],
      featured: true,
    },
    {
      id: 4,
      title: "Klabu ya Art in Heart",
      description: "Vikundi vya ubunifu vinavyounganisha sanaa, ustawi na mazungumzo kuhusu maisha ya jamii.",
      image: "club-art",
      members: "Wanachama 10-25",
      activities: ["Studio", "Majukwaa ya wazi", "Msaada wa rika"],
      featured: false,
    },
  ],
  stepsTitle: "Jinsi ya kusajili klabu yako",
  stepsIntro: "Klabu inahitaji kikundi cha watu 10-50 na watu wawili walio tayari kuongoza.",
  steps: [
    { title: "Kusanya kikundi chako", description: "Walete pamoja watu 10-50 wanaotaka kukutana mara kwa mara." },
    { title: "Chagua viongozi wawili", description: "Watahudhuria mafunzo ya siku mbili ya uwezeshaji bila malipo." },
    { title: "Jisajili nasi", description: "Tutumie jina la klabu, orodha ya wanachama na mahali mnapokutana." },
    {
      title: "Fanya mkutano wa kwanza",
      description: "Tunawatumia nyenzo, na mwezeshaji wetu atahudhuria kikao chenu cha kwanza.",
    },
  ],
  storiesTitle: "Simulizi za mafanikio ya klabu",
  stories: [
    {
      title: "Klabu ya Uraia ya Vijana ya Isinya",
      description:
        "Wanachama walikagua vituo vya maji katika wadi yao na kuwasilisha matokeo katika kikao cha maoni kuhusu bajeti.",
      image: "club-story-isinya",
      impact: "Ukarabati wa kisima ulipata fedha",
      members: "Wanachama 32",
    },
    {
      title: "Klabu ya Uraia ya Wasichana ya Machakos",
      description:
        "Wanafunzi waliendesha bunge la kaunti la kuigiza lililohudhuriwa na spika halisi wa bunge la kaunti, naye akawaalika walitembelee bunge lenyewe.",
      image: "club-story-machakos",
      impact: "Ziara ya kila mwaka bungeni imekubaliwa",
      members: "Wanafunzi 40",
    },
    {
      title: "Kikundi cha Uongozi cha Wanawake cha Ngong",
      description:
        "Wanachama wanane waligombea nafasi katika bodi za shule na kamati za wadi baada ya mwaka mmoja wa ulezi.",
      image: "club-story-ngong",
      impact: "Wanachama 5 walichaguliwa",
      members: "Wanachama 24",
    },
  ],
  events: {
    upcomingTitle: "Matukio yajayo ya klabu",
    upcomingEmpty: "Hakuna tukio la klabu lililopangwa kwa sasa. Sajili klabu yako ili upate habari za matukio yajayo.",
    pastTitle: "Matukio ya klabu yaliyopita",
    failed: "Matukio ya klabu hayakuweza kupakiwa. Tafadhali pakia ukurasa upya au ujaribu tena baada ya muda mfupi.",
  },
  registerLabel: "Jisajili",
  registrationName: "Usajili wa Klabu ya Jamii",
  cta: {
    title: "Jamii yako inahitaji klabu",
    text: "Sajili klabu yako leo upate nyenzo, mafunzo na msaada katika kikao cha kwanza cha klabu yako.",
    actions: [
      { label: "Sajili klabu yako", href: registerHref("Community Club registration") },
      { label: "Pakua mwongozo", href: contactHref(contactSubjects.clubGuide, "resource") },
    ],
  },
};
