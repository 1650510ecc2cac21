import type { Locale } from "../../../../shared/locales.ts";
import type { PageCopyAnswer, PageSummary } from "../../../../shared/pages/page-contract.ts";
import { apiFetch } from "../../../lib/api-client.ts";

/** The staff calls of page copy (shared/pages/page-contract.ts). */
export const pagesApi = {
  list: (signal?: AbortSignal) => apiFetch<{ items: PageSummary[] }>("/api/pages", { signal }),
  read: (key: string, locale: Locale, signal?: AbortSignal) =>
    apiFetch<PageCopyAnswer>(`/api/pages/${encodeURIComponent(key)}?locale=${locale}`, { signal }),
  /** `copy` holds only the changed fields; `version` is the one the form was opened at. */
  save: (key: string, body: { locale: Locale; copy: Record<string, unknown>; version: number; draft?: boolean }) =>
    apiFetch<PageCopyAnswer>(`/api/pages/${encodeURIComponent(key)}?locale=${body.locale}`, { method: "PATCH", body }),
  publish: (key: string, locale: Locale) =>
    apiFetch<PageCopyAnswer>(`/api/pages/${encodeURIComponent(key)}/publish`, { method: "POST", body: { locale } }),
};

export const pagesKeys = {
  list: ["admin", "pages"] as const,
  page: (key: string, locale: Locale) => ["admin", "pages", key, locale] as const,
};
