/** Kiswahili twin of ../forms.ts: the person fields and the words every public form shares, its errors included. */
import { MESSAGE_LIMITS } from "../../../shared/message-rules.ts";
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
  errors: {
    name: "Tafadhali andika jina lako.",
    nameLong: `Jina lako lisizidi herufi ${MESSAGE_LIMITS.name}.`,
    emailMissing: "Tafadhali andika anwani yako ya barua pepe.",
    emailInvalid: "Tafadhali andika anwani sahihi ya barua pepe, kama jina@mfano.com.",
    emailLong: `Anwani ya barua pepe isizidi herufi ${MESSAGE_LIMITS.email}.`,
    phoneMissing: "Tafadhali andika nambari yako ya simu.",
    phoneInvalid: "Tafadhali andika nambari ya simu tunayoweza kupiga, kama 0712 345 678 au +44 20 7946 0958.",
    subject: "Tafadhali andika mada.",
    subjectLong: `Mada isizidi herufi ${MESSAGE_LIMITS.subject}.`,
    message: "Tafadhali andika ujumbe wako.",
    messageLong: "Ujumbe wako usizidi herufi 5,000.",
    consent: "Tafadhali kubali jinsi tunavyoshughulikia taarifa zako, ili tuweze kukujibu.",
    kind: "Aina lazima iwe mojawapo ya: general, volunteer, internship, job, registration, partnership, resource au order.",
    opening: "Tafadhali taja nafasi unayoiomba.",
    event: "Tafadhali taja tukio au programu unayojisajilia.",
    referenceLong: `Sehemu hii isizidi herufi ${MESSAGE_LIMITS.reference}.`,
    county: "Tafadhali chagua kaunti yako.",
    organisationLong: `Jina la shirika lisizidi herufi ${MESSAGE_LIMITS.organisation}.`,
    people: `Tafadhali andika idadi ya watu watakaohudhuria, kuanzia 1 hadi ${MESSAGE_LIMITS.people}.`,
    attachmentType: "CV yako lazima iwe faili ya PDF.",
    attachmentSize: "CV yako ni kubwa mno. Tafadhali ambatisha PDF isiyozidi MB 5.",
    attachmentEmpty: "Faili uliyoambatisha haina kitu.",
  },
};
