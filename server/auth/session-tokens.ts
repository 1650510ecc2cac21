import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { ROLES, type Role } from "../../shared/roles.ts";
import type { Database } from "../db/schema.ts";
import { toIso } from "../db/values.ts";

/** A new token: 32 random bytes (256 bits), base64url. Only its SHA-256 is stored. */
export const newToken = () => randomBytes(32).toString("base64url");
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

export type SessionLimits = { idleMs: number; maxMs: number };
export type SessionCheck =
  | { ok: true; userId: number; email: string; role: Role }
  | { ok: false; reason: "invalid" | "expired" };

/** Seen-at updates are written at most this often, so reads do not all become writes. */
const TOUCH_EVERY_MS = 60_000;

export async function startSession(db: Kysely<Database>, userId: number, now: Date, limits: SessionLimits) {
  const token = newToken();
  await db
    .insertInto("sessions")
    .values({
      user_id: userId,
      token_hash: tokenHash(token),
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + limits.maxMs),
    })
    .execute();
  return token;
}

/** A token is good until its absolute expiry, and while it has been used within the idle timeout. */
export async function checkSession(
  db: Kysely<Database>,
  token: string,
  now: Date,
  limits: SessionLimits,
): Promise<SessionCheck> {
  if (token.length < 20 || token.length > 200) return { ok: false, reason: "invalid" };
  const hash = tokenHash(token);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select([
      "sessions.id",
      "sessions.user_id",
      "sessions.last_seen_at",
      "sessions.expires_at",
      "users.email",
      "users.role",
    ])
    .where("sessions.token_hash", "=", hash)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: "invalid" };
  const lastSeen = new Date(toIso(row.last_seen_at) ?? 0).getTime();
  const expires = new Date(toIso(row.expires_at) ?? 0).getTime();
  if (now.getTime() >= expires || now.getTime() - lastSeen >= limits.idleMs) {
    await db.deleteFrom("sessions").where("id", "=", row.id).execute();
    return { ok: false, reason: "expired" };
  }
  if (now.getTime() - lastSeen > TOUCH_EVERY_MS) {
    await db.updateTable("sessions").set({ last_seen_at: now }).where("id", "=", row.id).execute();
  }
  const role = ROLES.find((r) => r === row.role) ?? "author";
  return { ok: true, userId: Number(row.user_id), email: row.email, role };
}

export async function endSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("token_hash", "=", tokenHash(token)).execute();
}

/** Ends every session of a user (after a password reset). */
export async function endAllSessions(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom("sessions").where("user_id", "=", userId).execute();
}
