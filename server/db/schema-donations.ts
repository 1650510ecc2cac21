import type { ColumnType, Generated } from "kysely";
import type { Timestamp } from "./column-kinds.ts";

/** M-Pesa donations and their history of events (server/donations). */

export interface DonationsTable {
  id: Generated<number>;
  /** the long random reference the donor's status page uses (never Daraja's id) */
  ref: string;
  /** stk | paybill (shared/donations.ts) */
  source: string;
  /** pending | paid | cancelled | failed | expired | review */
  status: string;
  /** whole shillings asked (a paybill payment: paid) */
  amount: number;
  /** whole shillings M-Pesa says were paid */
  paid_amount: number | null;
  /** 2547… / 2541… (a paybill confirmation may give a masked or hashed number) */
  phone: string | null;
  name: string | null;
  email: string | null;
  /** the language of the page the donor gave on: the receipt mail is in it (migration 0018) */
  locale: ColumnType<string, string | undefined, string>;
  checkout_request_id: string | null;
  merchant_request_id: string | null;
  /** M-Pesa receipt number (MpesaReceiptNumber, or TransID for paybill) */
  receipt: string | null;
  result_code: number | null;
  result_desc: string | null;
  /** insufficient_funds | wrong_pin | unreachable | other */
  failure_reason: string | null;
  client_ip: string | null;
  /** one instance asks Daraja about this push until then */
  query_locked_until: Timestamp | null;
  paid_at: Timestamp | null;
  settled_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** the name a donor chose to be thanked by on the open-books page, with their consent (migration 0025) */
  public_name: ColumnType<string | null, string | null | undefined, string | null>;
  name_consent_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
  /** the exact words the donor agreed to */
  name_consent_text: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface DonationEventsTable {
  id: Generated<number>;
  donation_id: number;
  /** created | push | refused | callback | duplicate | query | expired | paybill | receipt-conflict | review */
  kind: string;
  detail: string;
  /** the raw JSON Daraja sent or answered */
  raw: string | null;
  created_at: Timestamp;
}

/** Open books (server/books): gifts received outside M-Pesa, spending, audited statements. Never edited. */
export interface BooksGiftsTable {
  id: Generated<number>;
  /** whole shillings; a correction's amount replaces the corrected entry's (0 voids it) */
  amount: number;
  /** YYYY-MM-DD, the day the money arrived (East Africa Time) */
  received_on: string;
  /** bank | other */
  channel: string;
  note: string | null;
  corrects_id: number | null;
  recorded_by: number | null;
  created_at: Timestamp;
}

export interface BooksSpendingTable {
  id: Generated<number>;
  year: number;
  programme: string;
  amount: number;
  note: string | null;
  corrects_id: number | null;
  recorded_by: number | null;
  created_at: Timestamp;
}

export interface BooksStatementsTable {
  id: Generated<number>;
  year: number;
  /** an uploaded PDF (/uploads/…); the newest of a year is the one shown */
  url: string;
  recorded_by: number | null;
  created_at: Timestamp;
}
