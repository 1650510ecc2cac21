import { escapeHtml } from "../../shared/content-render.ts";
import { ROLE_LABELS, type Role } from "../../shared/roles.ts";

/** What the account mails need from the mail outbox (server/mail). */
export type MailMessage = { to: string; subject: string; text: string; html?: string };

function html(paragraphs: string[], link: { href: string; label: string }) {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n");
  return `${body}\n<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>\n<p style="color:#555">${escapeHtml(link.href)}</p>`;
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
  return {
    to: input.to,
    subject: "You're invited to the Uraia staff admin",
    text: `${lines.join("\n\n")}\n\n${input.link}\n\n${close}\n`,
    html: `${html(lines, { href: input.link, label: "Set your password" })}\n<p>${escapeHtml(close)}</p>`,
  };
}

/** The reset: a link to set a new password (1 hour, once); nothing changes until it is used. */
export function resetMail(input: { to: string; name: string; link: string }): MailMessage {
  const lines = [
    `Hello${input.name ? ` ${input.name}` : ""},`,
    "Someone asked to reset the password of your Uraia staff account. Choose a new password with the link below. It works once and for 1 hour.",
    "Setting a new password signs you out everywhere.",
  ];
  const close = "If you did not ask for this, ignore this email: your password stays as it is.";
  return {
    to: input.to,
    subject: "Reset your Uraia staff password",
    text: `${lines.join("\n\n")}\n\n${input.link}\n\n${close}\n`,
    html: `${html(lines, { href: input.link, label: "Choose a new password" })}\n<p>${escapeHtml(close)}</p>`,
  };
}

const article = (word: string) => (/^[AEIOU]/.test(word) ? "an" : "a");
