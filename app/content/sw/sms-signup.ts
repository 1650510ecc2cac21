/** Kiswahili twin of ../sms-signup.ts: the SMS sign-up page. */
import type * as en from "../sms-signup.ts";

type Copy = {
  [K in keyof typeof en.smsSignup]: (typeof en.smsSignup)[K] extends string
    ? string
    : { [P in keyof (typeof en.smsSignup)[K]]: string };
};

export const smsSignup: Copy = {
  meta: {
    title: "Taarifa kwa SMS",
    description:
      "Habari za uraia, vikumbusho vya matukio na miito ya ushiriki wa umma kutoka Uraia, kwa SMS, kwa simu yoyote.",
    path: "/sms",
  },
  title: "Pata habari za Uraia kwa SMS",
  intro:
    "Hakuna haja ya bando: tunatuma SMS chache kwa mwezi kuhusu ushiriki wa umma, midahalo na matukio karibu nawe. Simu yoyote inaweza kuzipokea.",
  phone: "Nambari ya simu ya mkononi",
  phoneHint: "Kama 0712 345 678",
  language: "Lugha ya SMS",
  languages: { en: "Kiingereza", sw: "Kiswahili" },
  button: "Jiandikishe kwa SMS",
  doneTitle: "Umejiandikisha",
  doneBody:
    "Ikiwa nambari hii inaweza kupokea SMS zetu, ujumbe wa kuthibitisha unakuja. Tuma STOP au ONDOKA kuacha wakati wowote; START au ANZA kuanza tena.",
  serverError: "Hitilafu imetokea upande wetu. Tafadhali jaribu tena baada ya dakika chache.",
  fromNewsletter: "Huna barua pepe, au una bando kidogo? Pata habari zetu kwa SMS",
};
