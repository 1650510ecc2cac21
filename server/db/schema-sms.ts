import type { Generated } from "kysely";
import type { Timestamp } from "./column-kinds.ts";

/** SMS subscribers, suppressions, messages, broadcasts and reminders (server/sms, migration 0026). */

export interface SmsSubscribersTable {
  id: Generated<number>;
  /** E.164: +2547… */
  phone: string;
  /** en | sw: every SMS to them is in it */
  language: string;
  /** subscribed | unsubscribed */
  status: string;
  consent_at: Timestamp;
  /** form | api | sms (a START reply) | registration */
  consent_source: string;
  /** the words they agreed to, as shown */
  consent_wording: string;
  client_ip: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SmsSuppressionsTable {
  phone: string;
  /** reply (STOP…) | gateway (the opt-out callback) | blocked (the gateway refused: the person blocked the sender) */
  reason: string;
  /** what they sent, or the gateway's words */
  detail: string | null;
  created_at: Timestamp;
}

export interface SmsBroadcastsTable {
  id: Generated<number>;
  body_en: string;
  body_sw: string;
  /** scheduled | sending | sent */
  status: string;
  send_at: Timestamp;
  /** numbers it was addressed to (set when sending starts) */
  total: number | null;
  /** parts sent in all (each number's text's parts) */
  segments: number | null;
  /** shillings, as text with two decimals */
  cost_estimate: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: Timestamp | null;
}

export interface SmsMessagesTable {
  id: Generated<number>;
  /** confirmation | reminder | broadcast */
  kind: string;
  phone: string;
  language: string;
  body: string;
  broadcast_id: number | null;
  /** queued | sent | delivered | failed | suppressed */
  status: string;
  status_code: number | null;
  provider_id: string | null;
  cost: string | null;
  failure_reason: string | null;
  /** unique: what may go only once (a reminder: reminder:<registration id>) */
  once_key: string | null;
  sent_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SmsRemindersTable {
  id: Generated<number>;
  /** the registration (messages.id) */
  message_id: number;
  event_id: number;
  phone: string;
  language: string;
  created_at: Timestamp;
}
