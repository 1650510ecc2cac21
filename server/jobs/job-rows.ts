import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.ts";

/** How long a claimed job is held before another instance may take it over (its holder may have died). */
export const LEASE_MS = 5 * 60_000;
/** A failing job is retried for this long, then shows as failed. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

export type ClaimedJob = { id: number; kind: string; payload: string; attempts: number; give_up_at: Date | string };

/**
 * Claims up to `limit` due jobs for this instance, atomically: one UPDATE whose
 * row choice is `FOR UPDATE SKIP LOCKED` on PostgreSQL (concurrent claimers take
 * different rows) and runs under SQLite's single writer lock.
 */
export async function claimDueJobs(
  db: Kysely<Database>,
  dialect: "sqlite" | "postgres",
  now: Date,
  limit: number,
): Promise<ClaimedJob[]> {
  const due = db
    .selectFrom("jobs")
    .select("id")
    .where("status", "=", "pending")
    .where("run_at", "<=", now)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]))
    .orderBy("run_at")
    .limit(limit);
  const rows = await db
    .updateTable("jobs")
    .set((eb) => ({
      locked_until: new Date(now.getTime() + LEASE_MS),
      attempts: eb("attempts", "+", 1),
      updated_at: now,
    }))
    .where("id", "in", dialect === "postgres" ? due.forUpdate().skipLocked() : due)
    .returning(["id", "kind", "payload", "attempts", "give_up_at"])
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), attempts: Number(row.attempts) }));
}

export async function markDone(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  await db
    .updateTable("jobs")
    .set({ status: "done", locked_until: null, last_error: null, updated_at: now })
    .where("id", "=", id)
    .execute();
}

/** A failed attempt: tried again at `retryAt`, or marked failed once past its give-up time. */
export async function markFailed(
  db: Kysely<Database>,
  job: ClaimedJob,
  error: string,
  now: Date,
  retryAt: Date,
): Promise<"retry" | "failed"> {
  const giveUp = new Date(job.give_up_at).getTime();
  const outcome = retryAt.getTime() > giveUp ? "failed" : "retry";
  await db
    .updateTable("jobs")
    .set({
      status: outcome === "failed" ? "failed" : "pending",
      run_at: retryAt,
      locked_until: null,
      last_error: error.slice(0, 1000),
      updated_at: now,
    })
    .where("id", "=", job.id)
    .execute();
  return outcome;
}

/**
 * Claims a recurring task's turn: moves its next run forward only if it is due,
 * so of several instances exactly one gets `true` per interval.
 */
export async function claimSchedule(
  db: Kysely<Database>,
  name: string,
  intervalMs: number,
  now: Date,
): Promise<boolean> {
  await db
    .insertInto("job_schedules")
    .values({ name, next_run_at: now, last_run_at: null, last_error: null })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const claimed = await db
    .updateTable("job_schedules")
    .set({
      next_run_at: new Date(now.getTime() + intervalMs),
      last_run_at: now,
      runs: sql<number>`${sql.ref("runs")} + 1`,
    })
    .where("name", "=", name)
    .where("next_run_at", "<=", now)
    .returning("name")
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function recordScheduleError(db: Kysely<Database>, name: string, error: string | null): Promise<void> {
  await db
    .updateTable("job_schedules")
    .set({ last_error: error?.slice(0, 1000) ?? null })
    .where("name", "=", name)
    .execute();
}

/** Forgets finished jobs after a week and failed ones after 30 days. */
export async function purgeOldJobs(db: Kysely<Database>, now: Date): Promise<void> {
  const day = 24 * 60 * 60_000;
  await db
    .deleteFrom("jobs")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "done"), eb("updated_at", "<", new Date(now.getTime() - 7 * day))]),
        eb.and([eb("status", "=", "failed"), eb("updated_at", "<", new Date(now.getTime() - 30 * day))]),
      ]),
    )
    .execute();
}
