/** Kiswahili twin of ../community-impact.ts: the copy of /sw/community-impact. */
import type * as en from "../community-impact.ts";

export const communityImpactPage: typeof en.communityImpactPage = {
  meta: {
    title: "Matokeo kwa Jamii",
    description:
      "Tofauti inayoletwa na elimu ya uraia: matokeo ya kazi ya Uraia kwa takwimu, na simulizi za jamii zilizobadilisha maamuzi ya maeneo yao.",
    path: "/community-impact",
  },
  hero: {
    eyebrow: "Matokeo kwa Jamii",
    title: "Kinachobadilika watu wanaposhiriki",
    intro: "Takwimu zinaeleza sehemu ya habari. Sehemu iliyobaki inaelezwa na jamii zilizotumia yale waliyojifunza.",
  },
  numbersTitle: "Matokeo yetu kwa takwimu",
  numbers: [
    { figure: "impact_people_reached", label: "Watu waliofikiwa" },
    { figure: "impact_dialogues", label: "Midahalo na vikao vya X Spaces" },
    { value: "25+", label: "Jamii washirika" },
    { figure: "impact_counties", label: "Kaunti zilizofikiwa" },
  ],
  storiesTitle: "Simulizi za mabadiliko",
  storiesIntro: "Baadhi ya maeneo ambapo mazungumzo yalizaa uamuzi.",
  stories: [
    {
      title: "Daraja la waenda kwa miguu larejeshwa kwenye bajeti",
      place: "Kitengela, Kaunti ya Kajiado",
      description:
        "Baada ya midahalo mitatu kuhusu bajeti ya kaunti, wakazi waliandika hati ya pamoja ya maoni na kuiwasilisha katika kikao cha maoni ya umma.",
      outcome: "Daraja la kuvuka mto wa msimu lilirudishwa katika mpango wa maendeleo wa wadi.",
      image: "impact-footbridge",
    },
    {
      title: "Vijana katika vikao vya mipango",
      place: "Mji wa Machakos",
      description:
        "Wanachama wa Klabu ya Jamii waliopata mafunzo kuhusu ushiriki wa umma walihudhuria kila kikao cha kamati ya mipango ya wadi.",
      outcome: "Sasa wawakilishi wawili wa vijana ni wajumbe wa kamati hiyo.",
      image: "impact-youth-planning",
    },
    {
      title: "Uponyaji kupitia sanaa",
      place: "Kibera, Nairobi",
      description:
        "Msururu wa vikao vya Art in Heart uliwapa akina mama vijana nafasi ya kuchora, kuandika na kuzungumza kuhusu msongo wa mawazo na majonzi.",
      outcome: "Washiriki arobaini waliunganishwa na kikundi cha ushauri nasaha cha kijamii.",
      image: "impact-art-healing",
    },
  ],
  cta: {
    title: "Saidia kuandika simulizi inayofuata",
    text: "Leta mdahalo, klabu au kikao cha Art in Heart katika jamii yako.",
    actions: [
      { label: "Anzisha Klabu ya Jamii", href: "/community-club" },
      { label: "Changia", href: "/donate" },
    ],
  },
};
