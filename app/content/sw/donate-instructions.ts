/** Kiswahili twin of ../donate-instructions.ts: the donation modal's instructions for each way of giving. */
import type * as en from "../donate-instructions.ts";

export const modalCopy: typeof en.modalCopy = {
  title: "Toa mchango",
  amountLabel: "Mchango wako",
  thanks:
    "Asante kwa kusimama pamoja na jamii za Kenya. Ukarimu wako unafadhili elimu ya uraia, midahalo na uponyaji. Asante sana!",
  chooseMethod: "Tafadhali chagua njia ya kuchangia ili uone jinsi ya kutoa mchango wako.",
};

export const mobileMoney: typeof en.mobileMoney = {
  heading: "Lipa kwa M-Pesa",
  fields: { paybill: "Nambari ya paybill", account: "Nambari ya akaunti", business: "Jina la biashara" },
  steps: [
    "Fungua menyu ya M-Pesa kwenye simu yako, au programu ya M-Pesa.",
    "Chagua Lipa na M-Pesa.",
    "Chagua Pay Bill.",
    "Weka nambari ya biashara (paybill) iliyoonyeshwa hapo juu.",
    "Weka nambari ya akaunti iliyoonyeshwa hapo juu.",
    "Weka kiasi unachotaka kuchangia.",
    "Weka PIN yako ya M-Pesa na uthibitishe.",
    "Hakikisha jina la biashara kwenye ujumbe wa uthibitisho, kisha tuma.",
  ],
};

export const cardPayment: typeof en.cardPayment = {
  heading: "Malipo kwa kadi",
  body: "Mfumo wa kupokea malipo ya kadi mtandaoni bado unaandaliwa. Kwa sasa, tafadhali changia kwa pesa za simu, au wasiliana nasi tukusaidie kuchangia kwa kadi.",
  useMobileMoney: "Tumia pesa za simu",
  contact: "Wasiliana nasi",
  contactSubject: "Mchango kwa kadi",
};

export const bankTransfer: typeof en.bankTransfer = {
  heading: "Uhamisho wa benki",
  fields: {
    bank: "Benki",
    accountName: "Jina la akaunti",
    accountNumber: "Nambari ya akaunti",
    reference: "Kumbukumbu",
  },
  accountNumberValue: "Wasiliana nasi upate maelezo",
  referenceHint: "ikifuatiwa na jina lako, k.m. DONATION-AMINA",
  referenceName: "JINALAKO",
  note: "Kwa jina la benki na nambari ya akaunti, wasiliana nasi: tutakutumia pamoja na barua ya uthibitisho kwa kumbukumbu zako.",
  contact: "Omba maelezo ya benki",
  contactSubject: "Mchango kwa uhamisho wa benki",
};

export const inKind: typeof en.inKind = {
  heading: "Changia kwa vitu",
  accepted: [
    "Vitabu, vifaa vya kuandikia na nyenzo za elimu ya uraia",
    "Vifaa vya sanaa kwa warsha za Art in Heart",
    "Kompyuta mpakato, projekta na vifaa vya sauti",
    "Kumbi na usafiri kwa midahalo ya jamii",
    "Ujuzi wa kitaaluma: sheria, usanifu, ushauri nasaha, vyombo vya habari",
  ],
  acceptedTitle: "Tunapokea kwa furaha",
  steps: [
    "Wasiliana nasi ukieleza ungependa kutoa nini.",
    "Tunakubaliana pamoja jinsi kitakavyoletwa au kuchukuliwa.",
    "Tunakupa stakabadhi ya mchango kwa kumbukumbu zako.",
  ],
  contact: "Toa mchango wa vitu",
  contactSubject: "Mchango wa vitu",
};
