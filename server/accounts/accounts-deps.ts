import type { Kysely } from "kysely";
import type { Locale } from "../../shared/locales.ts";
import type { Role } from "../../shared/roles.ts";
import type { AuditEvent } from "../audit/audit-log.ts";
import type { AuthService } from "../auth/auth-service.ts";
import type { SecretBox } from "../auth/secret-box.ts";
import type { SessionLimits } from "../auth/session-tokens.ts";
import type { Database } from "../db/schema.ts";
import type { MailMessage } from "./account-mails.ts";

/** The mail outbox as the account mails use it: stored with the caller's transaction, sent by the worker. */
export type Outbox = {
  readonly enabled: boolean;
  enqueue(message: MailMessage, trx?: Kysely<Database>): Promise<unknown>;
};

export type AccountsDeps = {
  db: Kysely<Database>;
  now: () => Date;
  publicUrl: string;
  limits: SessionLimits;
  mail: Outbox;
  auth: AuthService;
  audit: (event: AuditEvent) => Promise<void>;
  /** Seals and opens second-factor secrets (stored encrypted). */
  secrets: SecretBox;
  /** Optional features on this server, told to the admin with the signed-in member (GET /api/me). */
  features: { sms: boolean };
};

/** The signed-in person making a call, from their session. */
export type Actor = {
  userId: number;
  email: string;
  name: string;
  role: Role;
  sessionId: number;
  passwordVerifiedAt: Date | null;
  totpEnabled: boolean;
  totpRequired: boolean;
  /** The staff member's language (decision 0072). */
  language: Locale;
  ip: string;
};

export const actorEvent = (actor: Actor) => ({ actorId: actor.userId, actorEmail: actor.email, ip: actor.ip });
