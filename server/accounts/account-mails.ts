import { escapeHtml } from "../../shared/content-render.ts";
import type { Locale } from "../../shared/locales.ts";
import type { Role } from "../../shared/roles.ts";
import { staffMailCopy as en, type StaffMailCopy } from "./mail-copy/en.ts";
import { staffMailCopy as sw } from "./mail-copy/sw.ts";

/** What the account mails need from the mail outbox (server/mail). */
export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** The staff mails' texts in each language: the recipient's (decision 0072). */
const COPY: Record<Locale, StaffMailCopy> = { en, sw };

/** A mail of a few paragraphs, a link (as a button-like line and spelled out) and a closing line. */
function linkMail(to: string, subject: string, lines: string[], link: { href: string; label: string }, close: string) {
  const body = lines.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n");
  return {
    to,
    subject,
    text: `${lines.join("\n\n")}\n\n${link.href}\n\n${close}\n`,
    html: `${body}\n<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>\n<p style="color:#555">${escapeHtml(link.href)}</p>\n<p>${escapeHtml(close)}</p>`,
  };
}

/**
 * The invitation: who invited them, as what, and the link to set a password
 * (72 hours, once), in the invitee's language (the inviter's, decision 0072).
 */
export function invitationMail(input: {
  to: string;
  name: string;
  role: Role;
  invitedBy: string;
  link: string;
  language: Locale;
}): MailMessage {
  const copy = COPY[input.language];
  const t = copy.invitation;
  const lines = [copy.hello(input.name), t.invited(input.invitedBy, copy.roles[input.role]), t.choose];
  return linkMail(input.to, t.subject, lines, { href: input.link, label: t.button }, t.close);
}

/** The reset: a link to set a new password (1 hour, once), in the account's language; nothing changes until it is used. */
export function resetMail(input: { to: string; name: string; link: string; language: Locale }): MailMessage {
  const copy = COPY[input.language];
  const t = copy.reset;
  const lines = [copy.hello(input.name), t.asked, t.signsOut];
  return linkMail(input.to, t.subject, lines, { href: input.link, label: t.button }, t.close);
}
