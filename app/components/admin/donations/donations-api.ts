import type { Donation, DonationEvent } from "../../../../shared/donations.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { download, query } from "../inbox/inbox-api.ts";

/** The finance screen's calls (GET /api/donations, its history, check and CSV export). */
export type DonationFilter = { status: string; source: string; from: string; to: string; q: string };
export type DonationTotals = {
  count: number;
  paid_count: number;
  paid_amount: number;
  by_status: Record<string, number>;
};
export type DonationDetail = Donation & { events: DonationEvent[] };

export const donationsApi = {
  list: (filter: DonationFilter, offset: number, signal?: AbortSignal) =>
    apiFetch<{ items: Donation[]; total: number; totals: DonationTotals }>(
      `/api/donations?${query({ ...filter, limit: 50, offset })}`,
      { signal },
    ),
  get: (id: number, signal?: AbortSignal) => apiFetch<DonationDetail>(`/api/donations/${id}`, { signal }),
  check: (id: number) =>
    apiFetch<{ outcome: string; donation: DonationDetail }>(`/api/donations/${id}/check`, { method: "POST" }),
  exportCsv: (filter: DonationFilter) => download(`/api/donations/export.csv?${query(filter)}`),
};

export const donationKeys = {
  all: ["admin", "donations"] as const,
  list: (filter: DonationFilter, offset: number) => ["admin", "donations", "list", filter, offset] as const,
  detail: (id: number) => ["admin", "donations", "detail", id] as const,
};
