/** Kiswahili twin of ../forms.ts: the person fields and the words every public form shares, its errors included. */
import { sw as FORM_ERRORS_SW } from "../../../shared/form-errors/sw.ts";
import type * as en from "../forms.ts";

export const personFields: typeof en.personFields = {
  name: { label: "Jina kamili", placeholder: "Jina lako" },
  email: { label: "Anwani ya barua pepe", placeholder: "jina@mfano.com" },
  phone: {
    label: "Nambari ya simu",
    placeholder: "0712 345 678",
    hint: "Nambari za Kenya kama unavyozipiga; nyingine zianze na + na msimbo wa nchi.",
  },
};

export const formCopy: typeof en.formCopy = {
  required: "inahitajika",
  optional: "si lazima",
  consent: {
    label: "Nakubali Uraia ihifadhi taarifa hizi ili inijibu, kama",
    link: "taarifa ya faragha",
    after: "inavyoeleza.",
  },
  honeypot: "Acha sehemu hii wazi",
  sending: "Inatuma…",
  fixFields: "Tafadhali rekebisha sehemu zilizowekwa alama.",
  failedTitle: "Haikutumwa",
  offline: "Hatukuweza kufikia seva. Angalia muunganisho wako kisha ujaribu tena; ulichoandika bado kipo hapa.",
  tooLarge:
    "Ulichotuma ni kikubwa kuliko fomu hii inavyoweza kupokea. Tafadhali andika anwani yako ya barua pepe kisha utume tena.",
  serverError: "Hitilafu imetokea upande wetu, na ujumbe wako haukutumwa. Tafadhali jaribu tena baada ya muda mfupi.",
  // The same words the server answers with (shared/form-errors), so the browser and the server agree.
  waiting: {
    title: "Inasubiri mtandao — itatumwa",
    body: "Ulichotuma kimehifadhiwa kwenye kifaa hiki na kitatumwa chenyewe mara tu mtandao utakaporudi. Unaweza kuondoka kwenye ukurasa huu.",
  },
  errors: FORM_ERRORS_SW.fields,
};
