import type { SmsBroadcast, SmsSubscriber, SmsSuppression } from "../../../../shared/sms-api.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { download } from "../inbox/inbox-api.ts";

export type { SmsBroadcast, SmsSubscriber, SmsSuppression };

/** The SMS screen's staff calls (server/api/sms-routes.ts). */
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
