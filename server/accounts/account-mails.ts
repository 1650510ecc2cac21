import { escapeHtml } from "../../shared/content-render.ts";
import { ROLE_LABELS, type Role } from "../../shared/roles.ts";

/** What the account mails need from the mail outbox (server/mail). */
export type MailMessage = { to: string; subject: string; text: string; html?: string };

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

/** The invitation: who invited them, as what, and the link to set a password (72 hours, once). */
export function invitationMail(input: {
  to: string;
  name: string;
  role: Role;
  invitedBy: string;
  link: string;
}): MailMessage {
  const greeting = `Hello ${input.name},`;
  const lines = [
    greeting,
    `${input.invitedBy} has invited you to the Uraia staff admin as ${article(ROLE_LABELS[input.role])} ${ROLE_LABELS[input.role]}.`,
    "Choose your password with the link below. It works once and for 72 hours.",
  ];
  const close = "If you were not expecting this, you can ignore this email.";
  const link = { href: input.link, label: "Set your password" };
  return linkMail(input.to, "You're invited to the Uraia staff admin", lines, link, close);
}

/** The reset: a link to set a new password (1 hour, once); nothing changes until it is used. */
export function resetMail(input: { to: string; name: string; link: string }): MailMessage {
  const lines = [
    `Hello${input.name ? ` ${input.name}` : ""},`,
    "Someone asked to reset the password of your Uraia staff account. Choose a new password with the link below. It works once and for 1 hour.",
    "Setting a new password signs you out everywhere.",
  ];
  const close = "If you did not ask for this, ignore this email: your password stays as it is.";
  return linkMail(
    input.to,
    "Reset your Uraia staff password",
    lines,
    { href: input.link, label: "Choose a new password" },
    close,
  );
}

const article = (word: string) => (/^[AEIOU]/.test(word) ? "an" : "a");
