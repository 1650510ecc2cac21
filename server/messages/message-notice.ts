import { formatPhone } from "../../shared/format-phone.ts";
import { KIND_LABELS, type Message } from "../../shared/message-kinds.ts";
import type { OutgoingMail } from "../mail/mail-service.ts";

/**
 * The notice staff receive for every new message that is not spam: its subject
 * names the kind and the subject, and a reply goes straight to the visitor.
 */
/** "Partnership enquiry: Schools programme"; an application's own subject already says what it is. */
export function noticeSubject(message: Pick<Message, "kind" | "subject">): string {
  const label = KIND_LABELS[message.kind];
  return message.subject.startsWith(`${label}:`) ? message.subject : `${label}: ${message.subject}`;
}

/** The notice's Message-ID: replies sent from the admin thread under it (In-Reply-To, References). */
export const noticeMessageId = (id: number, publicUrl: string) => `<message-${id}@${new URL(publicUrl).hostname}>`;

export function messageNotice(message: Message, to: string, publicUrl: string): OutgoingMail {
  const lines = [
    `${KIND_LABELS[message.kind]} from ${message.name} <${message.email}>`,
    message.phone ? `Phone: ${formatPhone(message.phone)}` : null,
    message.reference ? `About: ${message.reference}` : null,
    message.county ? `County: ${message.county}` : null,
    message.organisation ? `Organisation: ${message.organisation}` : null,
    message.people !== null ? `People: ${message.people}` : null,
    message.attachment ? `Attachment: ${message.attachment.filename} (open it in the inbox)` : null,
    "",
    message.message || "(no message)",
    "",
    `Open it in the inbox: ${publicUrl}/admin/inbox?id=${message.id}`,
    "Reply to this email to answer the visitor directly.",
  ];
  return {
    to,
    subject: noticeSubject(message),
    text: lines.filter((line) => line !== null).join("\n"),
    replyTo: `"${message.name.replace(/["\\\r\n]/g, "")}" <${message.email}>`,
    messageId: noticeMessageId(message.id, publicUrl),
  };
}
