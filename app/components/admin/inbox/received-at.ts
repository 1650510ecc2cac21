import { eatDateTime } from "../../../../shared/east-africa-time.ts";

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
  return `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}&body=${encodeURIComponent(body)}`;
}
