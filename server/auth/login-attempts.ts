import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.ts";
import { toIso } from "../db/values.ts";
import { LOCKOUT, lockDurationMs } from "./lockout-rules.ts";

/**
 * Failure counters in the database (table login_attempts), so the limits hold
 * across several app instances sharing one PostgreSQL.
 */
export const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** Seconds until the longest current lock on any of `keys` ends; 0 when none is locked. */
export async function lockedForSeconds(db: Kysely<Database>, keys: string[], now: Date): Promise<number> {
  const rows = await db
    .selectFrom("login_attempts")
    .select("locked_until")
    .where("key", "in", keys)
    .where("locked_until", "is not", null)
    .execute();
  let until = 0;
  for (const row of rows) until = Math.max(until, new Date(toIso(row.locked_until) ?? 0).getTime());
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/** Counts one failure on `key` (atomically) and locks it when the rules say so. */
export async function recordFailure(db: Kysely<Database>, key: string, free: number, now: Date): Promise<void> {
  const forgetBefore = new Date(now.getTime() - LOCKOUT.forgetAfterMs);
  const row = await db
    .insertInto("login_attempts")
    .values({ key, failures: 1, locked_until: null, updated_at: now })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        failures: sql<number>`case when ${sql.ref("login_attempts.updated_at")} < ${forgetBefore} then 1 else ${sql.ref("login_attempts.failures")} + 1 end`,
        updated_at: now,
      }),
    )
    .returning("failures")
    .executeTakeFirstOrThrow();
  const lockMs = lockDurationMs(Number(row.failures), free);
  if (lockMs > 0) {
    await db
      .updateTable("login_attempts")
      .set({ locked_until: new Date(now.getTime() + lockMs) })
      .where("key", "=", key)
      .execute();
  }
}

/** A successful sign-in clears that email's counter (not the address's). */
export async function clearFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom("login_attempts").where("key", "=", key).execute();
}
