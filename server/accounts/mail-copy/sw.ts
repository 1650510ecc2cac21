import type { StaffMailCopy } from "./en.ts";

/** The staff mails' texts in Kiswahili (decision 0072; words from docs/kiswahili-glossary.md). */
export const staffMailCopy: StaffMailCopy = {
  hello: (name) => `Habari${name ? ` ${name}` : ""},`,
  roles: { admin: "Msimamizi", editor: "Mhariri", author: "Mwandishi", finance: "Afisa wa fedha" },
  invitation: {
    subject: "Umealikwa kwenye mfumo wa wafanyakazi wa Uraia",
    invited: (invitedBy, role) => `${invitedBy} amekualika kwenye mfumo wa wafanyakazi wa Uraia kama ${role}.`,
    choose: "Chagua nenosiri lako kupitia kiungo kilicho hapa chini. Kinafanya kazi mara moja tu, ndani ya saa 72.",
    button: "Weka nenosiri lako",
    close: "Ikiwa hukutarajia barua pepe hii, unaweza kuipuuza.",
  },
  reset: {
    subject: "Weka upya nenosiri lako la Uraia",
    asked:
      "Mtu ameomba kuweka upya nenosiri la akaunti yako ya mfanyakazi wa Uraia. Chagua nenosiri jipya kupitia kiungo kilicho hapa chini. Kinafanya kazi mara moja tu, ndani ya saa 1.",
    signsOut: "Ukiweka nenosiri jipya, utatolewa kwenye vifaa vyote ulivyoingia.",
    button: "Chagua nenosiri jipya",
    close: "Ikiwa hukuomba hivi, puuza barua pepe hii: nenosiri lako halitabadilika.",
  },
};
