import type { DonationStatusAnswer } from "../../../shared/donations.ts";
import { apiUrl } from "../../lib/api-base.ts";

/**
 * The donor's two API calls, with plain fetch (public pages carry none of the
 * admin's client): POST /api/donations and GET /api/donation-status/<ref>.
 */
export type DonationRefusal = { status: number; error: string | null; details: Record<string, string> | null };

export async function sendDonation(
  fields: Record<string, FormDataEntryValue>,
): Promise<{ ok: true; ref: string } | ({ ok: false } & DonationRefusal)> {
  let res: Response;
  try {
    res = await fetch(apiUrl("/api/donations"), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(fields),
    });
  } catch {
    return { ok: false, status: 0, error: null, details: null };
  }
  const body = (await res.json().catch(() => ({}))) as {
    ref?: string;
    error?: string;
    details?: Record<string, string>;
  };
  if (res.status === 201 && body.ref) return { ok: true, ref: body.ref };
  return { ok: false, status: res.status, error: body.error ?? null, details: body.details ?? null };
}

export async function askDonationStatus(ref: string, signal: AbortSignal): Promise<DonationStatusAnswer> {
  const res = await fetch(apiUrl(`/api/donation-status/${encodeURIComponent(ref)}`), {
    signal,
    headers: { Accept: "application/json" },
  });
  if (!res.ok) throw new Error(`status ${res.status}`);
  return (await res.json()) as DonationStatusAnswer;
}
