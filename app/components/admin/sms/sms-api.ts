import { apiFetch } from "../../../lib/api-client.ts";
import { download } from "../inbox/inbox-api.ts";

/** The SMS screen's staff calls (server/api/sms-routes.ts). */
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

export const smsApi = {
  broadcasts: (signal?: AbortSignal) => apiFetch<{ items: SmsBroadcast[] }>("/api/sms/broadcasts", { signal }),
  subscribers: (signal?: AbortSignal) =>
    apiFetch<{ items: SmsSubscriber[]; subscribed: number; enabled: boolean; cost_per_segment: number }>(
      "/api/sms/subscribers",
      { signal },
    ),
  suppressions: (signal?: AbortSignal) => apiFetch<{ items: SmsSuppression[] }>("/api/sms/suppressions", { signal }),
  broadcast: (body: { en: string; sw: string; at?: string }) =>
    apiFetch<{ id: number; send_at: string }>("/api/sms/broadcasts", { method: "POST", body }),
  exportSubscribers: () => download("/api/sms/subscribers.csv"),
};

export const smsKeys = {
  all: ["admin", "sms"] as const,
  broadcasts: ["admin", "sms", "broadcasts"] as const,
  subscribers: ["admin", "sms", "subscribers"] as const,
  suppressions: ["admin", "sms", "suppressions"] as const,
};
