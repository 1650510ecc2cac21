/** Kiswahili twin of ../mission-vision.ts: the copy of /sw/mission-vision. */
import type * as en from "../mission-vision.ts";

export const missionVisionPage: typeof en.missionVisionPage = {
  meta: {
    title: "Dhamira na Dira",
    description: "Kwa nini Uraia ipo: dhamira yetu, dira yetu kwa Kenya, na malengo na kanuni zinazoongoza kazi yetu.",
    path: "/mission-vision",
  },
  hero: {
    eyebrow: "Dhamira na Dira",
    title: "Raia wenye ufahamu, viongozi wanaowajibika",
    intro: "Tunachokusudia kufanya, Kenya tunayoifanyia kazi, na jinsi tutakavyojua kwamba tunasonga mbele.",
  },
  statements: [
    {
      label: "Dhamira yetu",
      text: "Kuwawezesha Wakenya, hasa vijana na jamii zisizohudumiwa ipasavyo, kupata maarifa, ujasiri na nafasi za kushiriki katika utawala na kuwawajibisha viongozi.",
    },
    {
      label: "Dira yetu",
      text: "Kenya ambamo kila raia anaelewa jinsi anavyotawaliwa na anashiriki katika kufanya maamuzi yanayogusa maisha yake.",
    },
  ],
  goalsTitle: "Malengo yetu hadi 2028",
  goals: [
    {
      icon: "graduation",
      title: "Elimu ya uraia kwa wote",
      description: "Kuwafikia watu 5,000 kila mwaka kwa mafunzo ya vitendo kuhusu Katiba, ugatuzi na bajeti.",
    },
    {
      icon: "megaphone",
      title: "Ushiriki wenye tija",
      description:
        "Kusaidia jamii kuandaa na kuwasilisha hati za maoni katika kila mzunguko wa bajeti ya kaunti mahali tunapofanya kazi.",
    },
    {
      icon: "users",
      title: "Uongozi wa vijana",
      description:
        "Kupanua mtandao wa Klabu za Jamii ili kila kaunti iwe na vijana waliopata mafunzo ya kuongoza midahalo.",
    },
    {
      icon: "heart",
      title: "Ustawi katika maisha ya kiraia",
      description: "Kupanua Art in Heart ili sanaa ya ubunifu na msaada wa afya ya akili vifikie miji mingi zaidi.",
    },
  ],
  principlesTitle: "Kanuni tunazozingatia",
  principles: [
    {
      icon: "scale",
      title: "Hatuegemei upande wowote",
      description: "Tunafanya kazi na watu wa mirengo yote ya kisiasa, na kamwe hatumfanyii mgombea yeyote kampeni.",
    },
    {
      icon: "globe",
      title: "Tumejikita mashinani",
      description: "Wawezeshaji wetu wanatoka katika jamii wanazozihudumia na huzungumza lugha zao.",
    },
    {
      icon: "shield",
      title: "Tunaongozwa na ushahidi",
      description: "Tunapima mabadiliko yanayotokea na kuchapisha ripoti zetu hadharani.",
    },
  ],
  cta: {
    title: "Eneza dhamira yetu",
    text: "Kila mjitolea, mshirika na mchangiaji huiwezesha jamii moja zaidi kujisemea.",
    actions: [
      { label: "Shiriki nasi", href: "/get-involved" },
      { label: "Changia", href: "/donate" },
    ],
  },
};
