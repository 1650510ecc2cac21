import type { Locale } from "./locales.ts";

/**
 * The words of SMS, per language (docs/product.md, "SMS"): the consent a
 * visitor agrees to (kept with their sign-up, word for word), the texts the
 * site sends, and the errors the sign-up form and POST /api/sms/subscribers
 * answer with. Every text the site sends ends with how to stop.
 */
export const SMS_STOP_LINE = { en: "Send STOP/ONDOKA to stop.", sw: "Tuma STOP/ONDOKA kuacha." } as const;

export const SMS_COPY = {
  en: {
    consent:
      "I agree to receive SMS from Uraia about civic education, events and public participation. I can stop at any time by sending STOP or ONDOKA.",
    confirmation: `Uraia: you are signed up for SMS updates. ${SMS_STOP_LINE.en}`,
    reminder: (title: string, time: string, place: string) =>
      `Uraia reminder: ${title} is tomorrow at ${time}${place ? `, ${place}` : ""}. ${SMS_STOP_LINE.en}`,
    errors: {
      phone: "Please enter a mobile number, such as 0712 345 678.",
      language: "Please choose English or Kiswahili.",
      consent: "Please tick the box to agree to receive SMS from Uraia.",
      phoneLimit: "This number has been signed up too many times today. Please try again tomorrow.",
      addressLimit: "Too many sign-ups have come from your network. Please wait an hour and try again.",
      off: "SMS updates are not available at the moment.",
    },
  },
  sw: {
    consent:
      "Ninakubali kupokea SMS kutoka Uraia kuhusu elimu ya uraia, matukio na ushiriki wa umma. Naweza kuacha wakati wowote kwa kutuma STOP au ONDOKA.",
    confirmation: `Uraia: umejiandikisha kupokea taarifa kwa SMS. ${SMS_STOP_LINE.sw}`,
    reminder: (title: string, time: string, place: string) =>
      `Kikumbusho cha Uraia: ${title} ni kesho saa ${time}${place ? `, ${place}` : ""}. ${SMS_STOP_LINE.sw}`,
    errors: {
      phone: "Tafadhali andika nambari ya simu ya mkononi, kama 0712 345 678.",
      language: "Tafadhali chagua Kiingereza au Kiswahili.",
      consent: "Tafadhali weka alama kwenye kisanduku kukubali kupokea SMS kutoka Uraia.",
      phoneLimit: "Nambari hii imeandikishwa mara nyingi mno leo. Tafadhali jaribu tena kesho.",
      addressLimit: "Maombi mengi mno yametoka kwenye mtandao wako. Tafadhali subiri saa moja kisha ujaribu tena.",
      off: "Huduma ya SMS haipatikani kwa sasa.",
    },
  },
} as const satisfies Record<Locale, unknown>;

export const smsCopy = (locale: Locale) => SMS_COPY[locale];

/** What a broadcast's subscriber receives: the staff's words and how to stop, in their language. */
export const withStopLine = (body: string, language: Locale) => `${body.trim()} ${SMS_STOP_LINE[language]}`;
