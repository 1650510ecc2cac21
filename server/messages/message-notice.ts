import { formatPhone } from "../../shared/format-phone.ts";
import type { Locale } from "../../shared/locales.ts";
import { KIND_NAMES } from "../../shared/message-kind-names.ts";
import type { Message } from "../../shared/message-kinds.ts";
import type { OutgoingMail } from "../mail/mail-service.ts";
import { INBOX_MAIL_COPY } from "./mail-copy/index.ts";

/**
 * The notice staff receive for every new message that is not spam: its subject
 * names the kind and the subject, and a reply goes straight to the visitor. In
 * the recipient's language (decision 0072).
 */
/** "Partnership enquiry: Schools programme"; an application's own subject already says what it is. */
export function noticeSubject(message: Pick<Message, "kind" | "subject">, language: Locale = "en"): string {
  const label = KIND_NAMES[language][message.kind];
  const english = KIND_NAMES.en[message.kind];
  if (message.subject.startsWith(`${label}:`) || message.subject.startsWith(`${english}:`)) return message.subject;
  return `${label}: ${message.subject}`;
}

/** The notice's Message-ID: replies sent from the admin thread under it (In-Reply-To, References). */
export const noticeMessageId = (id: number, publicUrl: string) => `<message-${id}@${new URL(publicUrl).hostname}>`;

export function messageNotice(message: Message, to: string, publicUrl: string, language: Locale = "en"): OutgoingMail {
  const t = INBOX_MAIL_COPY[language].notice;
  const lines = [
    t.from(KIND_NAMES[language][message.kind], `${message.name} <${message.email}>`),
    message.phone ? `${t.phone}: ${formatPhone(message.phone)}` : null,
    message.reference ? `${t.about}: ${message.reference}` : null,
    message.county ? `${t.county}: ${message.county}` : null,
    message.organisation ? `${t.organisation}: ${message.organisation}` : null,
    message.people !== null ? `${t.people}: ${message.people}` : null,
    message.attachment ? t.attachment(message.attachment.filename) : null,
    "",
    message.message || t.noMessage,
    "",
    t.open(`${publicUrl}/admin/inbox?id=${message.id}`),
    t.reply,
  ];
  return {
    to,
    subject: noticeSubject(message, language),
    text: lines.filter((line) => line !== null).join("\n"),
    replyTo: `"${message.name.replace(/["\\\r\n]/g, "")}" <${message.email}>`,
    messageId: noticeMessageId(message.id, publicUrl),
  };
}
