import type { Locale } from "../../../../shared/locales.ts";
import type { Role } from "../../../../shared/roles.ts";
import type { AuditEntry, Me, SecuritySettings, StaffAccount, StaffSession } from "../../../../shared/staff.ts";
import { apiFetch } from "../../../lib/api-client.ts";

/** The staff-account calls: users, one's own account, two-factor sign-in, the audit log, links by email. */

export type AuditQuery = {
  actor?: string;
  entity?: string;
  action?: string;
  days?: string;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
};
export type TotpStart = { secret: string; otpauth_url: string; qr_svg: string };
export type TotpState = { enabled: boolean; required: boolean; recovery_codes_left: number };

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) =>
      value === undefined || value === "" ? [] : [[key, String(value)]],
    ),
  ).toString();

export const accountsApi = {
  listUsers: async (signal?: AbortSignal) =>
    (await apiFetch<{ items: StaffAccount[] }>("/api/users", { signal })).items,
  /** Without a mail server the answer carries the one-time `link` to pass on. */
  invite: (input: { email: string; name: string; role: Role }) =>
    apiFetch<StaffAccount & { link?: string }>("/api/users", { method: "POST", body: input }),
  updateUser: (id: number, input: { role?: Role; active?: boolean; reset_totp?: true }) =>
    apiFetch<StaffAccount>(`/api/users/${id}`, { method: "PUT", body: input }),
  deleteUser: (id: number) => apiFetch(`/api/users/${id}`, { method: "DELETE" }),
  resendInvitation: (id: number) =>
    apiFetch<StaffAccount & { link?: string }>(`/api/users/${id}/invitation`, { method: "POST" }),
  startReset: (id: number) =>
    apiFetch<{ link?: string; sent_to?: string }>(`/api/users/${id}/password-reset`, { method: "POST" }),
  security: (signal?: AbortSignal) => apiFetch<SecuritySettings>("/api/security", { signal }),
  setSecurity: (input: SecuritySettings) => apiFetch<SecuritySettings>("/api/security", { method: "PUT", body: input }),

  updateMe: (input: {
    name?: string;
    email?: string;
    password?: string;
    current_password?: string;
    language?: Locale;
  }) => apiFetch<Me>("/api/me", { method: "PUT", body: input }),
  reauth: (password: string) => apiFetch("/api/me/reauth", { method: "POST", body: { password } }),
  sessions: async (signal?: AbortSignal) =>
    (await apiFetch<{ items: StaffSession[] }>("/api/me/sessions", { signal })).items,
  revokeSession: (id: number) => apiFetch(`/api/me/sessions/${id}`, { method: "DELETE" }),
  totpState: (signal?: AbortSignal) => apiFetch<TotpState>("/api/me/totp", { signal }),
  totpStart: () => apiFetch<TotpStart>("/api/me/totp", { method: "POST" }),
  totpConfirm: (code: string) =>
    apiFetch<{ recovery_codes: string[] }>("/api/me/totp/confirm", { method: "POST", body: { code } }),
  newRecoveryCodes: () => apiFetch<{ recovery_codes: string[] }>("/api/me/totp/recovery-codes", { method: "POST" }),
  totpDisable: () => apiFetch("/api/me/totp", { method: "DELETE" }),

  audit: (q: AuditQuery, signal?: AbortSignal) =>
    apiFetch<{ items: AuditEntry[]; total: number }>(`/api/audit?${query(q)}`, { signal }),

  requestReset: (email: string) => apiFetch("/api/password-reset", { method: "POST", body: { email } }),
  confirmReset: (token: string, password: string) =>
    apiFetch("/api/password-reset/confirm", { method: "POST", body: { token, password } }),
  acceptInvitation: (token: string, password: string) =>
    apiFetch<{ token?: string }>("/api/invitations/accept", { method: "POST", body: { token, password } }),
};

export const accountKeys = {
  users: ["admin", "users"] as const,
  security: ["admin", "security"] as const,
  sessions: ["admin", "me", "sessions"] as const,
  totp: ["admin", "me", "totp"] as const,
  audit: (q: AuditQuery) => ["admin", "audit", q] as const,
};
