/** Kiswahili twin of ../donate-mpesa.ts: the M-Pesa prompt form on /donate and the status page that follows. */
import { THANKS_CONSENT } from "../../../shared/donations.ts";
import type * as en from "../donate-mpesa.ts";

export const mpesaGiveCopy: typeof en.mpesaGiveCopy = {
  formId: "give-mpesa",
  title: "Pokea ujumbe wa malipo wa M-Pesa kwenye simu yako",
  intro:
    "Chagua kiasi na uweke nambari yako ya Safaricom. Tutatuma ujumbe wa malipo kwenye simu yako; weka PIN yako ya M-Pesa ili kuchangia.",
  amountLegend: "Kiasi kwa shilingi",
  presets: [500, 1000, 2500, 5000],
  otherAmount: "Au kiasi kingine (KSh)",
  otherHint: "Shilingi kamili, kuanzia 1 hadi 250,000.",
  phone: "Nambari ya simu ya M-Pesa",
  phoneHint: "Mfano: 0712 345 678 au +254 712 345 678.",
  name: "Jina lako",
  email: "Barua pepe ya kupokea risiti",
  thanksLegend: "Nishukuruni kwenye ukurasa wa uwazi",
  thanksConsent: THANKS_CONSENT.sw,
  publicName: "Jina la kuonyeshwa",
  publicNameHint:
    "Liache wazi ili tutumie jina lako hapo juu. Hakuna kinachoonyeshwa usipoweka alama kwenye kisanduku.",
  optional: "si lazima",
  submit: "Tuma ujumbe wa malipo kwenye simu yangu",
  sending: "Inatuma ujumbe wa malipo…",
  fixFields: "Tafadhali rekebisha sehemu zilizowekwa alama.",
  orPaybill: "Unapendelea menyu ya M-Pesa? Maelezo ya paybill yako hapa chini.",
  offline: "Hatukuweza kufikia tovuti. Angalia muunganisho wako kisha ujaribu tena; hakuna ujumbe wa malipo uliotumwa.",
  serverError:
    "Hitilafu imetokea upande wetu na hakuna ujumbe wa malipo uliotumwa. Tafadhali jaribu tena, au changia kwa paybill hapa chini.",
};

export const donationStatusCopy: typeof en.donationStatusCopy = {
  meta: { title: "Mchango wako wa M-Pesa", description: "Hali ya mchango wako wa M-Pesa kwa Uraia." },
  eyebrow: "Lipa na M-Pesa",
  amount: "Kiasi",
  receipt: "Risiti ya M-Pesa",
  receiptPending: "Inasubiriwa: itaonekana hapa M-Pesa ikiituma",
  date: "Tarehe",
  tryAgain: "Jaribu tena",
  paybillInstead: "Changia kwa paybill badala yake",
  backToDonate: "Rudi kwenye ukurasa wa kuchangia",
  checking: "Inakagua…",
  stillWaiting: "Ukurasa huu hukagua tena wenyewe kila baada ya sekunde chache.",
  pending: {
    title: "Angalia simu yako",
    body: "Tumetuma ujumbe wa malipo wa M-Pesa kwenye simu yako. Weka PIN yako ya M-Pesa ili kuchangia. Ukurasa huu utabadilika M-Pesa itakapotujulisha.",
  },
  paid: {
    title: "Asante kwa mchango wako",
    body: "M-Pesa imethibitisha mchango wako. Unasaidia kufikisha elimu ya uraia kwa jamii kote nchini Kenya.",
    mailed: "Risiti inatumwa kwenye barua pepe yako.",
  },
  cancelled: {
    title: "Malipo yameghairiwa",
    body: "Uliughairi ujumbe wa malipo wa M-Pesa, kwa hivyo hakuna pesa iliyotozwa. Unaweza kujaribu tena wakati wowote.",
  },
  failed: {
    title: "Malipo hayakufanikiwa",
    body: {
      insufficient_funds:
        "Salio lako la M-Pesa halikutosha kwa kiasi hiki. Hakuna pesa iliyotozwa. Unaweza kujaribu kiasi kidogo zaidi.",
      wrong_pin: "PIN ya M-Pesa uliyoweka haikuwa sahihi. Hakuna pesa iliyotozwa. Unaweza kujaribu tena.",
      unreachable:
        "M-Pesa haikuweza kuifikia simu yako: huenda imezimwa au iko nje ya mtandao. Hakuna pesa iliyotozwa. Tafadhali jaribu tena.",
      not_sent:
        "M-Pesa haikupokea ombi letu, kwa hivyo hakuna ujumbe wa malipo uliotumwa wala pesa iliyotozwa. Tafadhali jaribu tena, au changia kwa paybill.",
      other: "M-Pesa haikukamilisha malipo. Hakuna pesa iliyotozwa. Tafadhali jaribu tena, au changia kwa paybill.",
    },
  },
  expired: {
    title: "Hatukupata jibu kwa wakati",
    body: "Ujumbe wa malipo haukujibiwa kwa wakati. Ikiwa pesa ilitoka kwenye akaunti yako, M-Pesa itakutumia SMS ya uthibitisho nasi tutaurekodi mchango huo. La sivyo, unaweza kujaribu tena.",
  },
  review: {
    title: "Asante: tunakagua mchango wako",
    body: "Kiasi kilichoripotiwa na M-Pesa ni tofauti na kiasi ulichochagua. Timu yetu ya fedha itakikagua na kuwasiliana nawe ikihitajika.",
  },
};
