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
