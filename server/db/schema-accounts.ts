import type { ColumnType, Generated } from "kysely";
import type { AuditEntry } from "../../shared/staff.ts";
import type { Timestamp } from "./column-kinds.ts";

/** Staff accounts, their sessions and sign-in limits, and the audit log (server/accounts, server/auth, server/audit). */

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: Generated<string>;
  /** admin | editor | author (shared/roles.ts) */
  role: Generated<string>;
  /** empty until an invited person sets a password */
  password_hash: string;
  created_at: Timestamp;
  password_changed_at: Timestamp;
  /** false: deactivated, cannot sign in */
  active: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** base32 TOTP secret once two-factor sign-in is confirmed */
  totp_secret: string | null;
  /** drawn at enrolment, until confirmed with a code */
  totp_pending_secret: string | null;
  totp_enabled_at: Timestamp | null;
  /** the last accepted time step, so a code is never accepted twice */
  totp_last_step: ColumnType<number | string | null, number | null, number | null>;
  /** en | sw (shared/locales.ts): the admin's and the staff mails' language */
  language: Generated<string>;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  created_at: Timestamp;
  used_at: Timestamp | null;
}

export interface UserTokensTable {
  id: Generated<number>;
  /** invitation | reset */
  kind: string;
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** Who did what to which record; the actor's name and the record's label as they were then (migration 0015). */
export interface AuditLogTable
  extends Pick<AuditEntry, "actor_id" | "actor_email" | "actor_name" | "action" | "entity" | "entity_id" | "label"> {
  id: Generated<number>;
  at: Timestamp;
  /** JSON array of changed field names */
  fields: string | null;
  /** JSON object with event details (never secrets) */
  detail: string | null;
  ip: string | null;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  user_agent: string | null;
  ip: string | null;
  password_verified_at: Timestamp | null;
}

export interface LoginAttemptsTable {
  /** 'pair:<email>|<address>', 'ip:<address>' or 'email:<email>' (addresses as counted: IPv6 by /64) */
  key: string;
  failures: number;
  locked_until: Timestamp | null;
  updated_at: Timestamp;
}
