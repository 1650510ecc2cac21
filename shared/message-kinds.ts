import type { Locale } from "./locales.ts";

/**
 * What a message is (docs/product.md, "Messages"): the contact form's enquiries,
 * applications to an opening and registrations for an event or programme.
 */
export const MESSAGE_KINDS = [
  "general",
  "volunteer",
  "internship",
  "job",
  "registration",
  "partnership",
  "resource",
  "order",
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const APPLICATION_KINDS = ["volunteer", "internship", "job"] as const satisfies readonly MessageKind[];

export const KIND_LABELS: Record<MessageKind, string> = {
  general: "Message",
  volunteer: "Volunteer application",
  internship: "Internship application",
  job: "Job application",
  registration: "Registration",
  partnership: "Partnership enquiry",
  resource: "Resource request",
  order: "Order",
};

/** Staff move a message New → Read → Handled; Spam and Archived are folders. */
export const MESSAGE_STATUSES = ["new", "read", "handled", "spam", "archived"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const STATUS_LABELS: Record<MessageStatus, string> = {
  new: "New",
  read: "Read",
  handled: "Handled",
  spam: "Spam",
  archived: "Archived",
};

export const isMessageKind = (value: unknown): value is MessageKind =>
  typeof value === "string" && (MESSAGE_KINDS as readonly string[]).includes(value);

export const isApplicationKind = (value: unknown): value is (typeof APPLICATION_KINDS)[number] =>
  typeof value === "string" && (APPLICATION_KINDS as readonly string[]).includes(value);

/** A message as staff see it (GET /api/messages and /api/messages/{id}). */
export type Message = {
  id: number;
  kind: MessageKind;
  status: MessageStatus;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  reference: string | null;
  county: string | null;
  organisation: string | null;
  people: number | null;
  /** the language of the page the visitor wrote from: staff may answer in it */
  locale: Locale;
  consent_at: string;
  spam_reason: string | null;
  created_at: string;
  status_changed_at: string;
  attachment: { filename: string; size: number; url: string } | null;
};

/** A reply sent from the inbox, or a note kept on a message (GET /api/messages/{id}/replies and /notes). */
export type MessageEntry = { id: number; body: string; author: string; created_at: string };
