import { mailtoHref } from "../../../../shared/email.ts";
import { fillIn } from "../../../../shared/fill-in.ts";
import type { Locale } from "../../../../shared/locales.ts";
import { adminDateTime } from "../shell/admin-locale.tsx";

/**
 * A `mailto:` reply with the visitor's text quoted below, the quote's line in
 * the language the visitor wrote in (`quoteLine`: "On {when}, {name} wrote:" or
 * "Tarehe {when}, {name} aliandika:"), its date in that language too.
 */
export function replyHref(
  message: { email: string; subject: string; message: string; name: string; created_at: string; locale: Locale },
  quoteLine: string,
) {
  const quoted = message.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const when = adminDateTime(message.created_at, message.locale);
  const body = `\n\n${fillIn(quoteLine, { when, name: message.name })}\n${quoted}`;
  return mailtoHref(message.email, { subject: `Re: ${message.subject}`, body });
}
