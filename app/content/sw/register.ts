/** Kiswahili twin of ../register.ts: the registration form (/register) for events, sessions, campaigns and clubs. */
import type * as en from "../register.ts";
import { personFields } from "./forms.ts";

export const registerPage: typeof en.registerPage = {
  meta: {
    title: "Jisajili",
    description:
      "Jisajili kwa tukio la Uraia, kipindi cha elimu ya uraia, kampeni au klabu ya jamii. Tuambie ni nani watakaohudhuria, nasi tutakuthibitishia nafasi yako.",
    path: "/register",
  },
  hero: {
    eyebrow: "Shiriki",
    title: "Jisajili",
    intro: "Hifadhi nafasi kwa ajili yako au ya kikundi chako. Tunathibitisha kila usajili kwa simu au barua pepe.",
  },
  formTitle: "Usajili wako",
  registeringFor: "Unajisajilia",
  fields: {
    ...personFields,
    reference: { label: "Tukio au programu gani?", placeholder: "k.m. Jukwaa la maandalizi ya vikao vya bajeti" },
    county: { label: "Kaunti", placeholder: "Chagua kaunti yako" },
    organisation: { label: "Shirika au kikundi", placeholder: "k.m. Isinya Youth Group" },
    people: { label: "Idadi ya watu", hint: "Ukijumuishwa wewe, hadi 500." },
    message: {
      label: "Kuna jambo tunalopaswa kujua?",
      placeholder: "Mahitaji maalum, lugha, maswali…",
    },
  },
  smsReminder: "Nikumbushe kwa SMS siku moja kabla, kwenye nambari ya simu iliyo hapo juu",
  submit: "Jisajili",
  sentTitle: "Usajili umepokelewa!",
  sentBody: "Asante kwa kujisajili. Tutakuthibitishia nafasi yako kwa simu au barua pepe kabla ya tukio.",
  another: "Sajili mtu mwingine",
  back: { label: "Tazama programu zijazo", to: "/programs" },
};
