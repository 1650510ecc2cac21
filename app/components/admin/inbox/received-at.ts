import { mailtoHref } from "../../../../shared/email.ts";

const eat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Africa/Nairobi",
});

/** "23 Nov 2026, 14:05" in East Africa Time, the office's clock. */
export const receivedAt = (iso: string) => eat.format(new Date(iso));

/** A `mailto:` reply with the visitor's text quoted below. */
export function replyHref(message: {
  email: string;
  subject: string;
  message: string;
  name: string;
  created_at: string;
}) {
  const quoted = message.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const body = `\n\nOn ${receivedAt(message.created_at)}, ${message.name} wrote:\n${quoted}`;
  return mailtoHref(message.email, { subject: `Re: ${message.subject}`, body });
}
