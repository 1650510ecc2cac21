/** Kiswahili twin of ../programs.ts: the copy of /sw/programs. */

import { contactHref } from "../../lib/links.ts";
import type * as en from "../programs.ts";
import { contactSubjects } from "./contact.ts";

export const programsPage: typeof en.programsPage = {
  meta: {
    title: "Programu Zetu",
    description:
      "Mipango mikuu ya Uraia: midahalo ya X Spaces, makongamano, ushiriki wa umma, elimu ya uraia, utetezi wa mashinani na Art in Heart.",
    path: "/programs",
  },
  hero: {
    eyebrow: "Kazi yetu",
    title: "Programu zinazogeuza maarifa kuwa ushiriki",
    intro:
      "Njia sita tunazotumia kuwasaidia Wakenya kuelewa jinsi wanavyotawaliwa na kushiriki: mtandaoni, katika kumbi na madarasa, na kupitia sanaa.",
  },
  initiativesTitle: "Mipango mikuu",
  initiatives: [
    {
      id: "x-spaces",
      title: "X Spaces",
      summary:
        "Mazungumzo ya sauti mubashara kila wiki kwenye X pamoja na maafisa wa kaunti, wataalamu na raia kuhusu bajeti, ugatuzi na utoaji wa huduma.",
      points: [
        { figure: "impact_dialogues", label: "Vikao {figure} tangu 2020" },
        "Wazi kwa yeyote mwenye simu",
        "Rekodi zinapatikana katika Kitovu cha Habari",
      ],
      image: "program-x-spaces",
      action: { label: "Sikiliza katika Kitovu cha Habari", href: "/media-hub" },
    },
    {
      id: "conferences",
      title: "Makongamano",
      summary:
        "Mikusanyiko inayowaleta pamoja wanachama wa klabu zetu, washirika na viongozi; wa hivi karibuni ulikuwa kongamano la uongozi la 2025.",
      points: ["Kongamano la uongozi 2025", "Warsha na mijadala ya jopo", "Picha katika maktaba ya picha za matukio"],
      image: "program-conferences",
      action: { label: "Tazama picha za matukio", href: "/event-gallery" },
    },
    {
      id: "public-participation",
      title: "Ushiriki wa Umma",
      summary:
        "Mabaraza yanayowaandaa wakazi kusoma nyaraka za umma, kuandika hati za maoni na kuzungumza katika vikao vya maoni vya kaunti.",
      points: [
        "Awamu mbili kuu za ushiriki wa umma",
        "Miongozo kwa lugha rahisi",
        "Msaada wa kuandaa mawasilisho ya maandishi",
      ],
      image: "program-participation",
      action: { label: "Jiunge na mdahalo wa jamii", href: "/community-dialogues" },
    },
    {
      id: "education",
      title: "Elimu ya Uraia",
      summary:
        "Warsha na moduli za mafunzo kuhusu Katiba, ugatuzi, bajeti na haki, kwa wanaoanza na kwa viongozi wa jamii vilevile.",
      points: [
        { figure: "impact_participants_trained", label: "Washiriki {figure} wamepata mafunzo" },
        "25+ warsha",
        { figure: "impact_counties", label: "Kaunti {figure}" },
      ],
      image: "program-civic-education",
      action: { label: "Gundua elimu ya uraia", href: "/civic-education" },
    },
    {
      id: "advocacy",
      title: "Utetezi wa Mashinani",
      summary:
        "Kampeni zinazoongozwa na jamii zenyewe, kuanzia kurejesha daraja la waenda kwa miguu kwenye mpango wa wadi hadi kufanya nyaraka za bajeti ziwe wazi kwa umma.",
      points: ["15+ kampeni", "1,200+ watetezi", "25+ mabadiliko ya sera"],
      image: "program-advocacy",
      action: { label: "Gundua utetezi wa mashinani", href: "/grassroots-advocacy" },
    },
    {
      id: "art-in-heart",
      title: "Art in Heart",
      summary: "Warsha za ubunifu ambapo uchoraji, ushairi na muziki hufungua mazungumzo salama kuhusu afya ya akili.",
      points: ["Studio za jamii", "Vikundi vya msaada wa rika", "Maonyesho na majukwaa ya wazi"],
      image: "program-art-in-heart",
      action: { label: "Gundua Art in Heart", href: "/art-in-heart" },
    },
  ],
  achievementsTitle: "Mafanikio",
  achievements: [
    { figure: "impact_dialogues", label: "Vikao vya X Spaces" },
    { figure: "impact_participants_trained", label: "Washiriki waliopata mafunzo" },
    { value: "15+", label: "Kampeni" },
    { value: "5+", label: "Miaka ya kazi ya kiraia" },
  ],
  events: {
    upcomingTitle: "Matukio yajayo",
    upcomingEmpty: "Hakuna tukio la programu lililopangwa kwa sasa. Fuatilia habari zetu ili kujua matukio yajayo.",
    pastTitle: "Matukio yaliyopita",
    failed: "Matukio hayakuweza kupakiwa. Tafadhali pakia ukurasa upya au ujaribu tena baada ya muda mfupi.",
  },
  registerLabel: "Jisajili",
  cta: {
    title: "Leta programu katika jamii yako",
    text: "Tueleze kuhusu kikundi chenu, nasi tutapanga pamoja nanyi mdahalo, warsha au studio.",
    actions: [
      { label: "Wasiliana nasi", href: contactHref(contactSubjects.bringProgramme) },
      { label: "Shiriki nasi", href: "/get-involved" },
    ],
  },
};
