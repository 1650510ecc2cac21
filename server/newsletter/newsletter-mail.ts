import type { Locale } from "../../shared/locales.ts";
import type { OutgoingMail } from "../mail/mail-service.ts";

export type NewsletterLinks = { confirm: string; unsubscribe: string };

/**
 * Every mail to a subscriber carries an unsubscribe link and the one-click
 * unsubscribe headers (RFC 8058), so mail apps can offer their own button.
 */
export function subscriberHeaders(unsubscribe: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** The double opt-in mail's words, in the language of the page the visitor signed up on. */
const CONFIRMATION: Record<Locale, { subject: string; text: (links: NewsletterLinks) => string[] }> = {
  en: {
    subject: "Please confirm your Uraia newsletter subscription",
    text: (links) => [
      "Habari!",
      "",
      "Someone, hopefully you, asked to receive the Uraia newsletter at this address: news of community dialogues, civic education sessions, reports and ways to take part.",
      "",
      "To confirm, open this link and press the button on the page (it works for 7 days):",
      links.confirm,
      "",
      "If this was not you, ignore this email and nothing more will be sent.",
      "",
      `Unsubscribe: ${links.unsubscribe}`,
    ],
  },
  sw: {
    subject: "Tafadhali thibitisha usajili wako wa jarida la Uraia",
    text: (links) => [
      "Habari!",
      "",
      "Mtu fulani, tunatumaini ni wewe, ameomba kupokea jarida la Uraia kwa anwani hii: habari za midahalo ya jamii, vipindi vya elimu ya uraia, ripoti na njia za kushiriki.",
      "",
      "Ili kuthibitisha, fungua kiungo hiki kisha ubonyeze kitufe kilicho kwenye ukurasa (kiungo hiki kitafanya kazi kwa siku 7):",
      links.confirm,
      "",
      "Ikiwa si wewe uliyeomba, puuza barua pepe hii na hatutakutumia chochote zaidi.",
      "",
      `Jiondoe: ${links.unsubscribe}`,
    ],
  },
};

/** `footer`: the organisation's address and office hours in the subscriber's language (server/mail/organisation-footer.ts). */
export function confirmationMail(
  to: string,
  links: NewsletterLinks,
  locale: Locale = "en",
  footer: string[] = [],
): OutgoingMail {
  const words = CONFIRMATION[locale];
  const text = [...words.text(links), "", ...footer].join("\n").trimEnd();
  return { to, subject: words.subject, text, headers: subscriberHeaders(links.unsubscribe) };
}
