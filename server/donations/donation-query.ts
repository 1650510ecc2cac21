import { conflict } from "../http/errors.ts";
import { type DonationDeps, QUERY_JOB } from "./donation-deps.ts";
import { EXPIRE_AFTER_MS, nextQueryDelayMs } from "./donation-outcomes.ts";
import { addEvent, type DonationRow, settleDonation } from "./donation-rows.ts";
import { applyPushResult } from "./donation-settle.ts";

/** How long one instance holds a push while it asks Daraja about it. */
const QUERY_LEASE_MS = 30_000;

/**
 * Takes a pending push for querying, atomically: one UPDATE that succeeds only
 * when no other instance holds it, so two instances never ask about it at once.
 */
async function claim(deps: DonationDeps, id: number): Promise<DonationRow | undefined> {
  const at = deps.now();
  return deps.db
    .updateTable("donations")
    .set({ query_locked_until: new Date(at.getTime() + QUERY_LEASE_MS) })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("query_locked_until", "is", null), eb("query_locked_until", "<=", at)]))
    .returningAll()
    .executeTakeFirst();
}

const release = (deps: DonationDeps, id: number) =>
  deps.db.updateTable("donations").set({ query_locked_until: null }).where("id", "=", id).execute();

export type QueryOutcome = "settled" | "pending" | "expired" | "busy" | "not-pending";

/**
 * Asks Daraja about one push and applies a final answer. Still being processed
 * (or Daraja unreachable): asked again later with back-off, until the push is
 * 10 minutes old; then it is expired (a late callback can still settle it).
 */
export async function queryPush(
  deps: DonationDeps,
  id: number,
  schedule: { queriesSoFar: number; followUp: boolean },
): Promise<QueryOutcome> {
  const { queriesSoFar } = schedule;
  const row = await claim(deps, id);
  if (!row) {
    const current = await deps.db.selectFrom("donations").select("status").where("id", "=", id).executeTakeFirst();
    if (current?.status !== "pending") return "not-pending";
    // Someone else is asking right now (a staff member's check): this chain asks again after their lease.
    if (schedule.followUp) {
      await deps.jobs.enqueue(
        QUERY_JOB,
        { id, queries: queriesSoFar },
        { runAt: new Date(deps.now().getTime() + QUERY_LEASE_MS) },
      );
    }
    return "busy";
  }
  let answer: Awaited<ReturnType<NonNullable<DonationDeps["daraja"]>["stkQuery"]>> | null = null;
  let problem = "";
  if (deps.daraja && row.checkout_request_id) {
    try {
      answer = await deps.daraja.stkQuery(row.checkout_request_id);
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
  } else {
    problem = deps.daraja ? "no prompt was sent" : "M-Pesa is not configured";
  }
  if (answer?.state === "final") {
    await applyPushResult(deps, row, { via: "query", ...answer, raw: answer });
    return "settled";
  }
  const at = deps.now();
  const age = at.getTime() - new Date(row.created_at).getTime();
  const detail = problem ? `Query failed: ${problem}` : "Query: still being processed";
  if (age >= EXPIRE_AFTER_MS) {
    await deps.db.transaction().execute(async (trx) => {
      const expired = await settleDonation(
        trx,
        id,
        ["pending"],
        { status: "expired", result_desc: "No final answer within 10 minutes" },
        at,
      );
      if (expired)
        await addEvent(trx, id, "expired", `${detail}; no final answer within 10 minutes`, answer ?? undefined, at);
    });
    return "expired";
  }
  await deps.db.transaction().execute(async (trx) => {
    await addEvent(trx, id, "query", detail, answer ?? undefined, at);
    if (!schedule.followUp) return;
    const runAt = new Date(
      Math.min(at.getTime() + nextQueryDelayMs(queriesSoFar + 1), new Date(row.created_at).getTime() + EXPIRE_AFTER_MS),
    );
    await deps.jobs.enqueue(QUERY_JOB, { id, queries: queriesSoFar + 1 }, { db: trx, runAt });
  });
  await release(deps, id);
  return "pending";
}

/** "Check with M-Pesa" from the finance screen: the same query, now. */
export async function checkNow(deps: DonationDeps, id: number): Promise<QueryOutcome> {
  // The push's own query chain carries on; this one asks once.
  const outcome = await queryPush(deps, id, { queriesSoFar: 0, followUp: false });
  if (outcome === "busy")
    throw conflict("This donation is being checked with M-Pesa right now. Try again in a moment.");
  return outcome;
}

/**
 * A safety net run every few minutes: a push still pending well past the
 * 10 minutes (its query chain lost) is expired.
 */
export async function expireForgotten(deps: DonationDeps, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - EXPIRE_AFTER_MS - 5 * 60_000);
  const rows = await deps.db
    .selectFrom("donations")
    .select("id")
    .where("status", "=", "pending")
    .where("created_at", "<", cutoff)
    .execute();
  for (const { id } of rows) await queryPush(deps, Number(id), { queriesSoFar: 0, followUp: false });
  return rows.length;
}
