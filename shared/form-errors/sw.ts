import { DONATION_LIMITS, MESSAGE_LIMITS } from "../field-limits.ts";
import type { FormErrors } from "../form-errors.ts";

/**
 * The visitor's error texts in Kiswahili (docs/decisions/0068-form-error-catalogue.md),
 * key for key the English ones (a missing or extra key fails the typecheck). Terms
 * follow docs/kiswahili-glossary.md. Codes the API reads (`general`, `volunteer` …)
 * stay as they are.
 */
export const sw: FormErrors = {
  fields: {
    name: "Tafadhali andika jina lako.",
    nameLong: `Jina lako lisizidi herufi ${MESSAGE_LIMITS.name}.`,
    emailMissing: "Tafadhali andika anwani yako ya barua pepe.",
    emailInvalid: "Tafadhali andika anwani sahihi ya barua pepe, kwa mfano jina@example.com.",
    emailLong: `Anwani ya barua pepe isizidi herufi ${MESSAGE_LIMITS.email}.`,
    phoneMissing: "Tafadhali andika nambari yako ya simu.",
    phoneInvalid: "Tafadhali andika nambari ya simu tunayoweza kupiga, kwa mfano 0712 345 678 au +44 20 7946 0958.",
    subject: "Tafadhali andika mada ya ujumbe.",
    subjectLong: `Mada isizidi herufi ${MESSAGE_LIMITS.subject}.`,
    message: "Tafadhali andika ujumbe wako.",
    messageLong: "Ujumbe wako usizidi herufi 5,000.",
    consent: "Tafadhali kubali jinsi tunavyotunza taarifa zako, ili tuweze kukujibu.",
    kind: "Aina ya ujumbe lazima iwe mojawapo ya: general, volunteer, internship, job, registration, partnership, resource au order.",
    opening: "Tafadhali taja nafasi unayoiomba.",
    event: "Tafadhali taja tukio au programu unayotaka kujiandikisha.",
    referenceLong: `Maandishi haya yasizidi herufi ${MESSAGE_LIMITS.reference}.`,
    county: "Tafadhali chagua kaunti yako.",
    organisationLong: `Jina la shirika lisizidi herufi ${MESSAGE_LIMITS.organisation}.`,
    people: `Tafadhali taja idadi ya watu watakaohudhuria, kuanzia 1 hadi ${MESSAGE_LIMITS.people}.`,
    attachmentType: "Wasifu wako (CV) lazima uwe faili ya PDF.",
    attachmentSize: "Wasifu wako (CV) ni mkubwa mno. Tafadhali ambatisha PDF isiyozidi MB 5.",
    attachmentEmpty: "Faili uliyoambatisha ni tupu.",
  },
  donation: {
    amount: `Tafadhali andika kiasi kamili cha shilingi, kuanzia ${DONATION_LIMITS.minAmount} hadi 250,000.`,
    phone: "Tafadhali andika nambari ya M-Pesa ya Safaricom, kwa mfano 0712 345 678, 0112 345 678 au +254 712 345 678.",
    nameLong: `Jina lako lisizidi herufi ${DONATION_LIMITS.name}.`,
    emailInvalid: "Tafadhali andika anwani sahihi ya barua pepe, kwa mfano jina@example.com, au uiache wazi.",
    thanksName: `Ili tukushukuru kwa jina, andika jina la kuonyeshwa (lisizidi herufi ${DONATION_LIMITS.name}).`,
    serverError:
      "Hitilafu imetokea upande wetu na hakuna ombi lililotumwa. Tafadhali jaribu tena, au uchangie kupitia paybill hapa chini.",
  },
  form: {
    fixFields: "Tafadhali sahihisha sehemu zilizowekewa alama.",
    serverError: "Hitilafu imetokea upande wetu, na ujumbe wako haukutumwa. Tafadhali jaribu tena baada ya muda mfupi.",
    signupTooLarge:
      "Hiyo ni zaidi ya kile fomu hii inaweza kupokea. Tafadhali andika anwani yako ya barua pepe kisha uitume tena.",
    bodyObject: "Maudhui ya ombi lazima yawe kitu cha JSON",
    tooLarge: "Ulichotuma ni kikubwa mno. Wasifu (CV) unaweza kuwa PDF isiyozidi MB 5.",
    messagesLimit:
      "Ujumbe mwingi mno umetumwa kutoka mtandao wako katika saa moja iliyopita. Tafadhali jaribu tena baadaye, au utuandikie kwa WhatsApp.",
    attachmentsLimit:
      "Faili nyingi mno zimetumwa kutoka mtandao wako leo. Tafadhali tuma ujumbe wako bila faili, au ujaribu tena kesho.",
    eventFull: (title) => `Usajili wa “${title}” umefungwa: nafasi zote zimejaa.`,
    eventFewer: (title, left) =>
      left === 1
        ? `Imebaki nafasi 1 tu kwa “${title}”. Tafadhali sajili mtu 1.`
        : `Zimebaki nafasi ${left} tu kwa “${title}”. Tafadhali sajili watu wasiozidi ${left}.`,
    pushPhoneLimit:
      "Tayari tumetuma maombi 3 ya M-Pesa kwa nambari hii katika dakika 10 zilizopita. Tafadhali subiri dakika chache kisha ujaribu tena, au uchangie kupitia paybill.",
    pushAddressLimit:
      "Maombi mengi mno ya M-Pesa yametoka kwenye mtandao wako katika saa moja iliyopita. Tafadhali jaribu tena baadaye, au uchangie kupitia paybill.",
    mpesaUnavailable:
      "M-Pesa haitujibu kwa sasa, kwa hiyo hatukuweza kutuma ombi kwenye simu yako. Hakuna pesa iliyokatwa. Bado unaweza kuchangia kupitia paybill kwa maelezo yaliyo hapa chini.",
    mpesaOff:
      "Kuchangia kupitia ukurasa huu hakujawashwa. Tafadhali changia kupitia paybill kwa maelezo yaliyo hapa chini.",
  },
};
