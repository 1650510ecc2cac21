import type { Locale } from "../../../../shared/locales.ts";
import { apiFetch } from "../../../lib/api-client.ts";

/** An issue as `GET /api/newsletter/issues` answers it. */
export type AdminIssue = {
  id: number;
  slug: string;
  subject: string;
  locale: Locale;
  status: "draft" | "scheduled" | "sending" | "sent";
  intro: string;
  body: string;
  news_ids: number[];
  send_at: string | null;
  sent_at: string | null;
  total: number;
  sent: number;
  failed: number;
  bounced: number;
  unsubscribed: number;
  queued: number;
};
export type IssueDraft = { subject: string; locale: Locale; intro: string; body: string; news_ids: number[] };
export type NewsChoice = { id: number; title: string };

/** The newsletter screen's staff calls. */
export const newsletterApi = {
  issues: async (signal?: AbortSignal) =>
    (await apiFetch<{ items: AdminIssue[] }>("/api/newsletter/issues", { signal })).items,
  news: async (signal?: AbortSignal) =>
    (await apiFetch<{ items: NewsChoice[] }>("/api/news?limit=30&status=published", { signal })).items,
  create: (draft: IssueDraft) => apiFetch<AdminIssue>("/api/newsletter/issues", { method: "POST", body: draft }),
  update: (id: number, draft: IssueDraft) =>
    apiFetch<AdminIssue>(`/api/newsletter/issues/${id}`, { method: "PATCH", body: draft }),
  remove: (id: number) => apiFetch(`/api/newsletter/issues/${id}`, { method: "DELETE" }),
  cancel: (id: number) => apiFetch<AdminIssue>(`/api/newsletter/issues/${id}/cancel`, { method: "POST" }),
  preview: (id: number, signal?: AbortSignal) =>
    apiFetch<{ html: string; text: string }>(`/api/newsletter/issues/${id}/preview`, { signal }),
  test: (id: number, email: string) =>
    apiFetch(`/api/newsletter/issues/${id}/test`, { method: "POST", body: { email } }),
  send: (id: number, at?: string) =>
    apiFetch<AdminIssue>(`/api/newsletter/issues/${id}/send`, { method: "POST", body: at ? { at } : {} }),
};
