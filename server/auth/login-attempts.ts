import { type Kysely, sql } from "kysely";
import type { Dialect } from "../db/connection.ts";
import type { Database } from "../db/schema.ts";
import { toIso } from "../db/values.ts";
import { addressKey } from "../http/forwarded-for.ts";
import { LOCKOUT, lockDurationMs } from "./lockout-rules.ts";

/**
 * Attempt counters in the database (table login_attempts), so the limits hold
 * under a burst and across several app instances sharing one PostgreSQL.
 */
const normal = (email: string) => email.trim().toLowerCase();
export const pairKey = (email: string, ip: string) => `pair:${normal(email)}|${addressKey(ip)}`;
export const ipKey = (ip: string) => `ip:${addressKey(ip)}`;
export const emailKey = (email: string) => `email:${normal(email)}`;

/** `locked`: this attempt used up the free ones and set a lock (only the next attempts feel it). */
export type Reservation = { ok: true; locked: boolean } | { ok: false; retryAfterSeconds: number };

/**
 * Takes one attempt on `key` before the password is checked, in one atomic
 * statement: the counter goes up and, when this attempt uses up the free ones,
 * the lock is set in the same write. A locked key takes nothing and answers
 * how long is left. Concurrent requests are ordered by the row lock (PostgreSQL)
 * or the single writer (SQLite), so a burst never gets more attempts than `free`.
 */
export async function reserveAttempt(
  db: Kysely<Database>,
  dialect: Dialect,
  key: string,
  free: number,
  now: Date,
): Promise<Reservation> {
  // PostgreSQL needs the type of a timestamp parameter inside CASE; SQLite stores ISO text as is.
  const at = (ms: number) =>
    dialect === "postgres" ? sql`cast(${new Date(ms)} as timestamptz)` : sql`${new Date(ms)}`;
  const forgetBefore = new Date(now.getTime() - LOCKOUT.forgetAfterMs);
  const old = sql.ref("login_attempts.failures");
  const stale = sql`${sql.ref("login_attempts.updated_at")} < ${forgetBefore}`;
  const next = sql<number>`case when ${stale} then 1 else ${old} + 1 end`;
  // The lock this attempt leaves behind, by how many attempts it makes (cases up to the longest lock).
  const lockCases = [];
  for (let n = free; lockDurationMs(n, free) < LOCKOUT.maxLockMs; n++) {
    lockCases.push(sql`when ${next} = ${n} then ${at(now.getTime() + lockDurationMs(n, free))}`);
  }
  const lockAfter = sql<Date | null>`case when ${next} < ${free} then null ${sql.join(lockCases, sql` `)} else ${at(now.getTime() + LOCKOUT.maxLockMs)} end`;
  const row = await db
    .insertInto("login_attempts")
    .values({
      key,
      failures: 1,
      locked_until: free <= 1 ? new Date(now.getTime() + lockDurationMs(1, free)) : null,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .column("key")
        .doUpdateSet({ failures: next, locked_until: lockAfter, updated_at: now })
        .where((eb) =>
          eb.or([eb("login_attempts.locked_until", "is", null), eb("login_attempts.locked_until", "<=", now)]),
        ),
    )
    .returning("failures")
    .executeTakeFirst();
  if (row) return { ok: true, locked: Number(row.failures) >= free };
  const locked = await db.selectFrom("login_attempts").select("locked_until").where("key", "=", key).executeTakeFirst();
  const until = new Date(toIso(locked?.locked_until) ?? now).getTime();
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) };
}

/**
 * Gives back an attempt that turned out not to be a guess (the right password,
 * waiting for its two-factor code, or a success): the counter goes down and a
 * lock that only this attempt made is lifted.
 */
export async function refundAttempt(db: Kysely<Database>, key: string, free: number): Promise<void> {
  await db
    .updateTable("login_attempts")
    .set((eb) => ({
      failures: sql<number>`case when ${eb.ref("failures")} > 0 then ${eb.ref("failures")} - 1 else 0 end`,
      locked_until: sql`case when ${eb.ref("failures")} - 1 < ${free} then null else ${eb.ref("locked_until")} end`,
    }))
    .where("key", "=", key)
    .execute();
}

/** Counts a failure for one email wherever it came from; answers the count (only ever used to slow answers). */
export async function countEmailFailure(db: Kysely<Database>, email: string, now: Date): Promise<number> {
  const forgetBefore = new Date(now.getTime() - LOCKOUT.forgetAfterMs);
  const row = await db
    .insertInto("login_attempts")
    .values({ key: emailKey(email), failures: 1, locked_until: null, updated_at: now })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        failures: sql<number>`case when ${sql.ref("login_attempts.updated_at")} < ${forgetBefore} then 1 else ${sql.ref("login_attempts.failures")} + 1 end`,
        updated_at: now,
      }),
    )
    .returning("failures")
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

/** A success clears that email's counters from this address (and its slow-down). */
export async function clearAfterSuccess(db: Kysely<Database>, email: string, ip: string): Promise<void> {
  await db
    .deleteFrom("login_attempts")
    .where("key", "in", [pairKey(email, ip), emailKey(email)])
    .execute();
}

/** A password set by email lifts every lock and counter of that email, from every address. */
export async function clearEmail(db: Kysely<Database>, email: string): Promise<void> {
  const address = normal(email);
  const prefix = `pair:${address}|`;
  await db
    .deleteFrom("login_attempts")
    .where((eb) => eb.or([eb("key", "=", emailKey(address)), eb(sql`substr(key, 1, ${prefix.length})`, "=", prefix)]))
    .execute();
}

/** Forgets counters untouched for a day whose lock (if any) is over. */
export async function purgeAttempts(db: Kysely<Database>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - LOCKOUT.forgetAfterMs);
  const result = await db
    .deleteFrom("login_attempts")
    .where("updated_at", "<", before)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
