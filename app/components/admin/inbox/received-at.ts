import { eatDateTime } from "../../../../shared/east-africa-time.ts";
import { mailtoHref } from "../../../../shared/email.ts";

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
  const body = `\n\nOn ${eatDateTime(message.created_at)}, ${message.name} wrote:\n${quoted}`;
  return mailtoHref(message.email, { subject: `Re: ${message.subject}`, body });
}
