/** Kiswahili twin of ../get-involved.ts: the copy of /sw/get-involved. */

import { fillIn } from "../../../shared/fill-in.ts";
import { applyHref, contactHref } from "../../lib/links.ts";
import { opportunityMaker } from "../compose/opportunity.ts";
import type * as en from "../get-involved.ts";
import { contactSubjects } from "./contact.ts";

/**
 * A volunteer role. Its last argument is the English title: the application form's link names
 * the opening by it, and links stay the same in both languages.
 */
const volunteer = opportunityMaker((reference) => ({
  label: "Tuma maombi",
  href: applyHref("volunteer", reference),
}));

/** A kind of partnership; its last argument is the English title, which the contact form's subject carries. */
const partnership = opportunityMaker((reference) => ({
  label: "Soma zaidi",
  href: contactHref(fillIn(contactSubjects.partnershipAbout, { title: reference }), "partnership"),
  variant: "outline",
}));

export const getInvolvedPage: typeof en.getInvolvedPage = {
  meta: {
    title: "Shiriki Nasi",
    description:
      "Jiunge na vuguvugu la elimu ya uraia nchini Kenya: jitolee, shirikiana na Uraia, changia au anzisha Klabu ya Jamii.",
    path: "/get-involved",
  },
  hero: {
    eyebrow: "Jiunge na vuguvugu letu",
    title: "Kuna nafasi yako katika kazi hii",
    intro: "Toa jioni moja kwa mwezi, ishirikishe taasisi yako, au fadhili mdahalo katika jamii inayouhitaji.",
  },
  heroActions: [
    { label: "Tazama nafasi za kujitolea", href: "/volunteer", variant: "light" },
    { label: "Changia", href: "/donate", variant: "secondary" },
  ],
  volunteerTitle: "Nafasi za kujitolea",
  volunteerIntro: "Njia nne za kutoa muda wako. Tazama nafasi zote zilizo wazi kwenye ukurasa wa wajitolea.",
  volunteer: [
    volunteer(
      "chat",
      "Mwezeshaji wa midahalo",
      "Saidia kuendesha midahalo ya jamii na kuhakikisha kila sauti inasikika.",
      "Jioni 2 kwa mwezi",
      "Dialogue Facilitator",
    ),
    volunteer(
      "mic",
      "Mwenyeji mwenza wa X Spaces",
      "Tafiti mada, alika wageni na uendeshe pamoja nasi mazungumzo yetu ya kila wiki.",
      "Saa 3 kwa wiki",
      "X Spaces Co-host",
    ),
    volunteer(
      "palette",
      "Msaidizi wa Art in Heart",
      "Wasaidie wasanii na washauri rika katika warsha za ubunifu.",
      "Jumamosi 1 kwa mwezi",
      "Art in Heart Assistant",
    ),
    volunteer(
      "report",
      "Mjitolea wa utafiti",
      "Soma bajeti na ripoti, kisha uziandike upya kwa lugha rahisi.",
      "Muda wowote, ukiwa popote",
      "Research Volunteer",
    ),
  ],
  partnershipTitle: "Aina za ushirikiano",
  partnershipIntro: "Taasisi tunazoshirikiana nazo, na jinsi tunavyoshirikiana.",
  partnerships: [
    partnership(
      "handshake",
      "Washirika wa programu",
      "Endesheni elimu ya uraia pamoja na wanachama, wanafunzi au waumini wenu.",
      "Kwa kila programu",
      "Programme partners",
    ),
    partnership(
      "mic",
      "Washirika wa vyombo vya habari",
      "Peperusheni midahalo na maelezo ya masuala kwenye redio, televisheni au mtandaoni.",
      "Kwa msimu",
      "Media partners",
    ),
    partnership(
      "graduation",
      "Washirika wa kitaaluma",
      "Tubuni tafiti pamoja, na mtutumie wanafunzi wenu kwa mafunzo kazini.",
      "Kila mwaka",
      "Academic partners",
    ),
    partnership(
      "briefcase",
      "Makampuni washirika",
      "Fadhilini programu, na wafanyakazi wenu wajitolee kwa ujuzi wao.",
      "Kila mwaka",
      "Corporate partners",
    ),
  ],
  supportTitle: "Njia za kutusaidia",
  support: [
    {
      icon: "heart",
      title: "Changia",
      description: "Mchango wa KSh 500 hufadhili mdahalo wa jamii; KSh 2,500 humpa kiongozi wa jamii mafunzo.",
      commitment: "Kiasi chochote",
      action: { label: "Changia sasa", href: "/donate" },
    },
    {
      icon: "users",
      title: "Jiunge na klabu",
      description: "Kuwa mwanachama wa Klabu ya Jamii iliyo karibu nawe, au anzisha moja pamoja na marafiki zako.",
      commitment: "Vikundi vya watu 10-50",
      action: { label: "Jiunge nasi", href: "/community-club" },
    },
    {
      icon: "sparkle",
      title: "Changisha fedha",
      description:
        "Andaa matembezi, tamasha au kampeni ya michango siku yako ya kuzaliwa, kwa ajili ya elimu ya uraia katika kaunti yako.",
      commitment: "Wazo lako",
      action: { label: "Anza sasa", href: contactHref(contactSubjects.fundraising) },
    },
  ],
  reachTitle: "Zungumza nasi",
  reachIntro: "Una maswali kuhusu kujitolea au ushirikiano? Tunajibu ndani ya saa 24.",
  reachCards: { email: "Barua pepe", postal: "Anwani ya posta" },
  cta: {
    title: "Uko tayari kuleta mabadiliko?",
    text: "Tueleze machache kukuhusu, nasi tutakuelekeza kwenye nafasi inayokufaa.",
    actions: [
      { label: "Anza kujitolea", href: applyHref("volunteer") },
      { label: "Wasiliana nasi", href: "/contact" },
    ],
  },
};
