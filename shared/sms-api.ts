/** The SMS API's answers, as the server writes them and the admin reads them (docs/product.md, "SMS"). */

/** A broadcast with its figures: `GET /api/sms/broadcasts/:id`. */
export type SmsBroadcast = {
  id: number;
  status: string;
  send_at: string;
  en: string;
  sw: string;
  total: number;
  sent: number;
  delivered: number;
  failed: number;
  segments: number;
  cost_estimate: number;
};

/** An SMS subscriber with their consent (the phone masked for all but Administrators). */
export type SmsSubscriber = {
  id: number;
  phone: string;
  language: string;
  status: string;
  consent_at: string;
  consent_source: string;
  consent_wording: string;
};

/** `phone` null: a number erased on request, kept only as a hash so it is never texted again. */
export type SmsSuppression = { phone: string | null; reason: string; detail: string | null; created_at: string };
