import type { OutgoingMail } from "../mail/mail-service.ts";

export type NewsletterLinks = { confirm: string; unsubscribe: string };

/**
 * Every mail to a subscriber carries an unsubscribe link and the one-click
 * unsubscribe headers (RFC 8058), so mail apps can offer their own button.
 */
export function subscriberHeaders(unsubscribe: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

export function confirmationMail(to: string, links: NewsletterLinks): OutgoingMail {
  const text = [
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
    "",
    "Uraia Civic Trust, Kitengela, Kajiado County, Kenya",
  ].join("\n");
  return {
    to,
    subject: "Please confirm your Uraia newsletter subscription",
    text,
    headers: subscriberHeaders(links.unsubscribe),
  };
}
