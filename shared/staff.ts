import type { Locale } from "./locales.ts";
import type { Role } from "./roles.ts";

/** GET /api/me */
export type Me = {
  id: number;
  email: string;
  name: string;
  role: Role;
  totp_enabled: boolean;
  /** Administrators require two-factor sign-in and this person has not set it up yet. */
  totp_setup_required: boolean;
  /** The admin's and the staff mails' language (decision 0072). */
  language: Locale;
  /** Optional features switched on on this server: SMS only when its gateway is set up (docs/product.md, "SMS"). */
  features: { sms: boolean };
};

/** A staff account as listed at GET /api/users. */
export type StaffAccount = {
  id: number;
  email: string;
  name: string;
  role: Role;
  /** invited: has not set a password yet; deactivated: cannot sign in */
  status: "active" | "invited" | "deactivated";
  totp_enabled: boolean;
  /** The admin's and the staff mails' language; an invitee starts with the inviter's (decision 0072). */
  language: Locale;
  created_at: string;
  last_seen_at: string | null;
};

/** GET /api/me/sessions */
export type StaffSession = {
  id: number;
  current: boolean;
  browser: string;
  ip: string | null;
  created_at: string;
  last_seen_at: string;
};

/** GET /api/audit */
export type AuditEntry = {
  id: number;
  at: string;
  actor_id: number | null;
  actor_email: string | null;
  /** the person's name when the entry was written */
  actor_name: string | null;
  action: string;
  entity: string | null;
  entity_id: string | null;
  /** the record's title or name when the entry was written */
  label: string | null;
  /** the entry in words: "Wanjiru moved 'Budget guide' to the top of Resources" */
  sentence: string;
  fields: string[];
  detail: Record<string, unknown> | null;
  ip: string | null;
};

/** GET|PUT /api/security */
export type SecuritySettings = { require_totp: boolean };
