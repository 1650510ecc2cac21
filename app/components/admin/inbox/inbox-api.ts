import type { Locale } from "../../../../shared/locales.ts";
import type { Message, MessageEntry, MessageKind, MessageStatus } from "../../../../shared/message-kinds.ts";
import { endExpiredSession, getToken } from "../../../lib/admin-session.ts";
import { apiUrl } from "../../../lib/api-base.ts";
import { ApiError, apiFetch, networkError } from "../../../lib/api-client.ts";

/** The inbox's and subscribers' staff calls (beside admin-api.ts, through the same fetch helper). */
export type MessageQuery = {
  status?: string;
  kind?: string;
  reference?: string;
  q?: string;
  limit: number;
  offset: number;
};
export type MessageSummary = {
  unread: number;
  statuses: Partial<Record<MessageStatus, number>>;
  references: Array<{ kind: MessageKind; reference: string; total: number; unread: number }>;
  /** where staff notices are mailed; null when none are */
  notices_to: string | null;
};
export type Subscriber = {
  id: number;
  email: string;
  status: string;
  source: string;
  locale: Locale;
  created_at: string;
  confirmed_at: string | null;
  /** why the newsletter stopped going to the address ("hard: …", "soft: …", "complaint: …"), or null */
  suppressed_reason: string | null;
};
export type MailStatus = {
  enabled: boolean;
  pending: number;
  failed: Array<{ id: number; to: string; subject: string; error: string; created_at: string }>;
};

/** A message's replies (mailed to the visitor) or notes (kept for staff). */
export type EntryKind = "replies" | "notes";

export const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([k, v]) => (v === undefined || v === "" ? [] : [[k, String(v)]])),
  ).toString();

/** Downloads a staff-only file (attachment, CSV, JSON export) with the token, under its server-given name. */
export async function download(path: string): Promise<void> {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(apiUrl(path), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw networkError();
  }
  if (!res.ok) {
    if (res.status === 401 && token) endExpiredSession();
    const body = (await res.json().catch(() => ({}))) as { error?: string };
    throw new ApiError(body.error ?? "Request failed", res.status);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "download";
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const inboxApi = {
  list: (q: MessageQuery, signal?: AbortSignal) =>
    apiFetch<{ items: Message[]; total: number }>(`/api/messages?${query(q)}`, { signal }),
  get: (id: number, signal?: AbortSignal) => apiFetch<Message>(`/api/messages/${id}`, { signal }),
  move: (id: number, status: MessageStatus) =>
    apiFetch<Message>(`/api/messages/${id}`, { method: "PUT", body: { status } }),
  remove: (id: number) => apiFetch(`/api/messages/${id}`, { method: "DELETE" }),
  summary: (signal?: AbortSignal) => apiFetch<MessageSummary>("/api/messages/summary", { signal }),
  mailStatus: (signal?: AbortSignal) => apiFetch<MailStatus>("/api/mail/status", { signal }),
  downloadAttachment: (id: number) => download(`/api/messages/${id}/attachment`),
  entries: async (id: number, kind: EntryKind, signal?: AbortSignal) =>
    (await apiFetch<{ items: MessageEntry[] }>(`/api/messages/${id}/${kind}`, { signal })).items,
  addEntry: (id: number, kind: EntryKind, body: string) =>
    apiFetch<MessageEntry>(`/api/messages/${id}/${kind}`, { method: "POST", body: { body } }),
  exportReference: (reference: string) => download(`/api/messages/export.csv?${query({ reference })}`),
  subscribers: (status: string, signal?: AbortSignal) =>
    apiFetch<{ items: Subscriber[]; counts: Record<string, number> }>(`/api/subscribers?${query({ status })}`, {
      signal,
    }),
  exportSubscribers: () => download("/api/subscribers.csv"),
  exportPersonalData: (email: string) => download(`/api/privacy/export?${query({ email })}`),
  erasePersonalData: (email: string) =>
    apiFetch<{ messages: number; subscriptions: number }>("/api/privacy/erase", { method: "POST", body: { email } }),
};

export const inboxKeys = {
  all: ["admin", "inbox"] as const,
  list: (q: MessageQuery) => ["admin", "inbox", "list", q] as const,
  message: (id: number) => ["admin", "inbox", "message", id] as const,
  entries: (id: number, kind: EntryKind) => ["admin", "inbox", "message", id, kind] as const,
  summary: ["admin", "inbox", "summary"] as const,
  mail: ["admin", "mail-status"] as const,
  subscribers: (status: string) => ["admin", "subscribers", status] as const,
};
