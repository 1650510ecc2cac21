import type { ColumnType, Generated } from "kysely";
import type { Message } from "../../shared/message-kinds.ts";
import type { Timestamp } from "./column-kinds.ts";

type WrittenFields =
  | "name"
  | "email"
  | "phone"
  | "subject"
  | "message"
  | "reference"
  | "county"
  | "organisation"
  | "people";

/** Visitors' messages, their replies, notes and attachments, event places, subscribers and the public forms' limits (server/messages, server/forms). */

/**
 * A visitor's message: what they wrote is stored as staff read it from the API
 * (`phone` in E.164; `reference` the opening, event or programme it is about).
 */
export interface MessagesTable extends Pick<Message, WrittenFields> {
  id: Generated<number>;
  /** shared/message-kinds.ts */
  kind: string;
  /** new | read | handled | spam | archived */
  status: string;
  /** the language of the page the visitor wrote from (shared/locales.ts); "en" before migration 0018 */
  locale: ColumnType<string, string | undefined, string>;
  consent_at: Timestamp;
  /** why it was put in the Spam folder */
  spam_reason: string | null;
  client_ip: string | null;
  created_at: Timestamp;
  status_changed_at: Timestamp;
  /** when a spam message was listed in the daily spam digest */
  spam_reported_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
}

/** A reply sent from the admin through the outbox; `mail_id` is its Message-ID. */
export interface MessageRepliesTable {
  id: Generated<number>;
  message_id: number;
  body: string;
  author_id: number | null;
  author_name: string;
  mail_id: string;
  created_at: Timestamp;
}

/** A note staff keep on a message (never mailed). */
export interface MessageNotesTable {
  id: Generated<number>;
  message_id: number;
  body: string;
  author_id: number | null;
  author_name: string;
  created_at: Timestamp;
}

/** People registered for an event with a capacity, counted atomically. */
export interface EventPlacesTable {
  event_id: number;
  taken: number;
}

export interface MessageAttachmentsTable {
  message_id: number;
  filename: string;
  mime: string;
  size: number;
  bytes: Uint8Array;
}

export interface SubscribersTable {
  id: Generated<number>;
  email: string;
  /** pending | confirmed | unsubscribed */
  status: string;
  source: string;
  /** the language of the page the visitor signed up on: the newsletter's mail to them is in it (migration 0018) */
  locale: ColumnType<string, string | undefined, string>;
  consent_at: Timestamp;
  /** the one confirmation link still usable; null once used */
  confirm_nonce: string | null;
  confirm_sent_at: Timestamp | null;
  confirmed_at: Timestamp | null;
  unsubscribed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** from an imported list (migration 0023) */
  name: ColumnType<string | null, string | null | undefined, string | null>;
  /** mail to the address stopped (hard bounce, complaint, repeated soft bounces), and why */
  suppressed_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
  suppressed_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A newsletter issue: a draft until sent; its mail is frozen into `html`/`text` when sending starts. */
export interface NewsletterIssuesTable {
  id: Generated<number>;
  slug: string;
  subject: string;
  locale: string;
  intro: string;
  body: string;
  /** JSON array of news ids, in the order staff picked them */
  news_ids: string;
  /** draft | scheduled | sending | sent */
  status: string;
  send_at: Timestamp | null;
  html: string | null;
  text: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  sent_at: Timestamp | null;
}

/** One (issue, subscriber): UNIQUE, so a subscriber is mailed an issue at most once. */
export interface NewsletterDeliveriesTable {
  id: Generated<number>;
  issue_id: number;
  subscriber_id: number;
  email: string;
  /** queued | sending | sent | failed | bounced */
  status: ColumnType<string, string | undefined, string>;
  error: string | null;
  claimed_at: Timestamp | null;
  sent_at: Timestamp | null;
  created_at: Timestamp;
}

/** A bounce (hard or soft) or a complaint received for a subscriber. */
export interface NewsletterBouncesTable {
  id: Generated<number>;
  subscriber_id: number;
  issue_id: number | null;
  /** hard | soft | complaint */
  kind: string;
  reason: string;
  created_at: Timestamp;
}

export interface FormLimitsTable {
  /** '<form>:<client address>' (IPv6 by its /64) */
  key: string;
  count: number;
  window_started_at: Timestamp;
}

export interface ProofOfWorkUsedTable {
  signature: string;
  expires_at: Timestamp;
}
