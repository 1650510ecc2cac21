import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { Choice, ChoiceList } from "../../../../shared/choices.ts";
import type { DashboardStats } from "../../../../shared/dashboard-stats.ts";
import type { PublicationRender } from "../../../../shared/publication-pages.ts";
import type { SettingKey } from "../../../../shared/settings.ts";
import type { Me } from "../../../../shared/staff.ts";
import { apiFetch } from "../../../lib/api-client.ts";

/** The staff calls of the JSON API (/api), typed. With the token, lists include drafts and scheduled items. */

export type { DashboardStats } from "../../../../shared/dashboard-stats.ts";
export type { Me } from "../../../../shared/staff.ts";

/**
 * A setting as GET /api/settings lists it: the value in force and the default (null when it has none);
 * a setting that is words also its Kiswahili text in force and that default (shared/setting-words.ts).
 */
export type StoredSetting = {
  key: SettingKey;
  value: string | null;
  default: string | null;
  value_sw?: string | null;
  default_sw?: string | null;
};

export const adminApi = {
  login: (email: string, password: string, code?: string) =>
    apiFetch<{ token?: string }>("/api/login", { method: "POST", body: { email, password, ...(code && { code }) } }),
  logout: () => apiFetch("/api/logout", { method: "POST" }),
  /** Who the stored token belongs to; a 401 (expired or revoked) ends the session in the browser. */
  me: (signal?: AbortSignal) => apiFetch<Me>("/api/me", { signal }),

  /** The dashboard's figures, counted on the server. */
  stats: (signal?: AbortSignal) => apiFetch<DashboardStats>("/api/dashboard/stats", { signal }),

  publicationPages: (id: number, signal?: AbortSignal) =>
    apiFetch<{ render: PublicationRender | null }>(`/api/publications/${id}/pages`, { signal }),

  getSetting: async (key: SettingKey, signal?: AbortSignal) =>
    (await apiFetch<{ value?: string | null }>(`/api/settings/${key}`, { signal })).value ?? null,
  listChoices: (list: ChoiceList, signal?: AbortSignal) =>
    apiFetch<{ items: Choice[] }>(`/api/choices/${list}`, { signal }),
  addChoice: (list: ChoiceList, entry: { name: string; name_sw: string }) =>
    apiFetch<Choice>(`/api/choices/${list}`, { method: "POST", body: entry }),
  updateChoice: (list: ChoiceList, id: number, entry: { name: string; name_sw: string }) =>
    apiFetch<Choice>(`/api/choices/${list}/${id}`, { method: "PATCH", body: entry }),
  removeChoice: (list: ChoiceList, id: number) => apiFetch(`/api/choices/${list}/${id}`, { method: "DELETE" }),
  listSettings: (signal?: AbortSignal) =>
    apiFetch<{ items: StoredSetting[]; mpesa?: { shortcode: string | null } }>("/api/settings", { signal }),
  setSetting: (key: SettingKey, value: string | null, locale: "en" | "sw" = "en") =>
    apiFetch<{ value?: string | null }>(`/api/settings/${key}${locale === "sw" ? "?locale=sw" : ""}`, {
      method: "PUT",
      body: { value },
    }),
};

/** Query keys: one per collection, invalidated after every change. */
export const queryKeys = {
  me: ["admin", "me"] as const,
  stats: ["admin", "stats"] as const,
  news: ["admin", "news"] as const,
  publications: ["admin", "publications"] as const,
  setting: (key: SettingKey) => ["admin", "settings", key] as const,
  settings: ["admin", "settings"] as const,
  choices: (list: ChoiceList) => ["admin", "choices", list] as const,
};

/** After a change: the list it touched, and the dashboard's figures. */
export const refreshAfterChange = (client: QueryClient, key: QueryKey) =>
  Promise.all([client.invalidateQueries({ queryKey: key }), client.invalidateQueries({ queryKey: queryKeys.stats })]);
