import type { Kysely } from "kysely";
import { purgeAudit } from "../audit/audit-log.ts";
import { purgeAttempts } from "../auth/login-attempts.ts";
import { purgeSessions, type SessionLimits } from "../auth/session-tokens.ts";
import type { Database } from "../db/schema.ts";
import { purgeTokens } from "./user-tokens.ts";

/** The hourly clean-up: expired sessions, old attempt counters, used or expired links, audit entries past retention. */
export async function purgeAccountData(
  db: Kysely<Database>,
  now: Date,
  limits: SessionLimits,
  auditRetentionDays: number,
) {
  return {
    sessions: await purgeSessions(db, now, limits),
    attempts: await purgeAttempts(db, now),
    tokens: await purgeTokens(db, now),
    audit: await purgeAudit(db, now, auditRetentionDays),
  };
}
