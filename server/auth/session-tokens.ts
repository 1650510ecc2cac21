import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { isLocale, type Locale } from "../../shared/locales.ts";
import { ROLES, type Role } from "../../shared/roles.ts";
import type { Database } from "../db/schema.ts";
import { toBool, toIso } from "../db/values.ts";
import { REQUIRE_TOTP_KEY } from "./security-settings.ts";

/** A new token: 32 random bytes (256 bits), base64url. Only its SHA-256 is stored. */
export const newToken = () => randomBytes(32).toString("base64url");
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

export type SessionLimits = { idleMs: number; maxMs: number };
/** What a session was started from, shown in the person's list of sessions. */
export type SessionOrigin = { ip: string | null; userAgent: string | null };

export type ActiveSession = {
  ok: true;
  sessionId: number;
  userId: number;
  email: string;
  name: string;
  role: Role;
  /** When the password was last entered in this session (sign-in or re-entry). */
  passwordVerifiedAt: Date | null;
  totpEnabled: boolean;
  /** Administrators require two-factor sign-in for everyone. */
  totpRequired: boolean;
  /** The staff member's language (decision 0072). */
  language: Locale;
};
export type SessionCheck = ActiveSession | { ok: false; reason: "invalid" | "expired" };

/** Seen-at updates are written at most this often, so reads do not all become writes. */
const TOUCH_EVERY_MS = 60_000;

export async function startSession(
  db: Kysely<Database>,
  userId: number,
  now: Date,
  limits: SessionLimits,
  origin: SessionOrigin = { ip: null, userAgent: null },
) {
  const token = newToken();
  await db
    .insertInto("sessions")
    .values({
      user_id: userId,
      token_hash: tokenHash(token),
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + limits.maxMs),
      ip: origin.ip,
      user_agent: origin.userAgent?.slice(0, 400) ?? null,
      password_verified_at: now,
    })
    .execute();
  return token;
}

/**
 * A token is good until its absolute expiry, and while it has been used within
 * the idle timeout, for an active account.
 */
export async function checkSession(
  db: Kysely<Database>,
  token: string,
  now: Date,
  limits: SessionLimits,
  ip: string | null = null,
): Promise<SessionCheck> {
  if (token.length < 20 || token.length > 200) return { ok: false, reason: "invalid" };
  const hash = tokenHash(token);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select((eb) => [
      "sessions.id",
      "sessions.user_id",
      "sessions.last_seen_at",
      "sessions.expires_at",
      "sessions.password_verified_at",
      "sessions.ip",
      "users.email",
      "users.name",
      "users.role",
      "users.active",
      "users.totp_secret",
      "users.language",
      eb.selectFrom("settings").select("value").where("key", "=", REQUIRE_TOTP_KEY).as("require_totp"),
    ])
    .where("sessions.token_hash", "=", hash)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: "invalid" };
  if (!toBool(row.active)) {
    await db.deleteFrom("sessions").where("id", "=", row.id).execute();
    return { ok: false, reason: "invalid" };
  }
  const lastSeen = new Date(toIso(row.last_seen_at) ?? 0).getTime();
  const expires = new Date(toIso(row.expires_at) ?? 0).getTime();
  if (now.getTime() >= expires || now.getTime() - lastSeen >= limits.idleMs) {
    await db.deleteFrom("sessions").where("id", "=", row.id).execute();
    return { ok: false, reason: "expired" };
  }
  if (now.getTime() - lastSeen > TOUCH_EVERY_MS || (ip !== null && ip !== row.ip)) {
    await db
      .updateTable("sessions")
      .set({ last_seen_at: now, ...(ip !== null && { ip }) })
      .where("id", "=", row.id)
      .execute();
  }
  const verified = toIso(row.password_verified_at);
  return {
    ok: true,
    sessionId: Number(row.id),
    userId: Number(row.user_id),
    email: row.email,
    name: row.name,
    role: ROLES.find((r) => r === row.role) ?? "author",
    passwordVerifiedAt: verified ? new Date(verified) : null,
    totpEnabled: row.totp_secret !== null,
    totpRequired: row.require_totp === "true",
    language: isLocale(row.language) ? row.language : "en",
  };
}

export async function endSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("token_hash", "=", tokenHash(token)).execute();
}

/** Ends every session of a user (new password set by email, deactivation). */
export async function endAllSessions(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom("sessions").where("user_id", "=", userId).execute();
}

/** Ends a user's sessions except the one they are using (own password or email changed). */
export async function endOtherSessions(db: Kysely<Database>, userId: number, keepId: number): Promise<void> {
  await db.deleteFrom("sessions").where("user_id", "=", userId).where("id", "<>", keepId).execute();
}

/** Forgets sessions past their absolute expiry or idle for longer than the idle timeout. */
export async function purgeSessions(db: Kysely<Database>, now: Date, limits: SessionLimits): Promise<number> {
  const idleBefore = new Date(now.getTime() - limits.idleMs);
  const result = await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("expires_at", "<=", now), eb("last_seen_at", "<=", idleBefore)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
