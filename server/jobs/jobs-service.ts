import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { retryDelayMs } from "./backoff.ts";
import {
  type ClaimedJob,
  claimDueJobs,
  claimSchedule,
  GIVE_UP_AFTER_MS,
  markDone,
  markFailed,
  purgeOldJobs,
  recordScheduleError,
} from "./job-rows.ts";

export type JobHandler = (payload: unknown, job: { id: number; attempts: number }) => Promise<void>;
export type RecurringTask = (now: Date) => Promise<void>;
export type JobOutcome = "done" | "retry" | "failed";

export interface Jobs {
  /** Registers what a kind of one-off job does (at start-up, before `start`). */
  handle(kind: string, handler: JobHandler): void;
  /** Adds a job. Pass a transaction as `db` to add it in the same unit of work as your own write. */
  enqueue(kind: string, payload: unknown, options?: { db?: Kysely<Database>; runAt?: Date }): Promise<void>;
  /** A recurring task, run at most once per interval across every instance. */
  every(name: string, intervalMs: number, task: RecurringTask): void;
  /** Runs every due recurring task and job now; answers how many jobs ran (tests call this instead of waiting). */
  runDue(): Promise<number>;
  /** Pending and failed jobs, by kind. */
  counts(): Promise<{ pending: number; failed: number; byKind: Record<string, { pending: number; failed: number }> }>;
  /** Polls for due work every `pollMs` until `stop`. */
  start(pollMs?: number): void;
  stop(): Promise<void>;
  /** Called after every job attempt and recurring run (metrics). */
  onRun(listener: (kind: string, outcome: JobOutcome) => void): void;
}

const CLAIM_BATCH = 10;

export function createJobs(deps: {
  db: Kysely<Database>;
  dialect: "sqlite" | "postgres";
  logger: Logger;
  now: () => Date;
}): Jobs {
  const { db, dialect, logger, now } = deps;
  const handlers = new Map<string, JobHandler>();
  const tasks: Array<{ name: string; intervalMs: number; task: RecurringTask }> = [];
  const listeners: Array<(kind: string, outcome: JobOutcome) => void> = [];
  const report = (kind: string, outcome: JobOutcome) => {
    for (const listener of listeners) listener(kind, outcome);
  };

  async function runJob(job: ClaimedJob): Promise<void> {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(JSON.parse(job.payload), { id: job.id, attempts: job.attempts });
      await markDone(db, job.id, now());
      report(job.kind, "done");
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const at = now();
      const outcome = await markFailed(db, job, message, at, new Date(at.getTime() + retryDelayMs(job.attempts)));
      logger.warn({ job: job.id, kind: job.kind, attempts: job.attempts, outcome, err: message }, "job failed");
      report(job.kind, outcome);
    }
  }

  async function runTasks(): Promise<void> {
    for (const { name, intervalMs, task } of tasks) {
      const at = now();
      if (!(await claimSchedule(db, name, intervalMs, at))) continue;
      try {
        await task(at);
        await recordScheduleError(db, name, null);
        report(name, "done");
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        logger.error({ task: name, err: message }, "recurring task failed");
        await recordScheduleError(db, name, message);
        report(name, "failed");
      }
    }
  }

  async function runDue(): Promise<number> {
    await runTasks();
    let ran = 0;
    for (;;) {
      const claimed = await claimDueJobs(db, dialect, now(), CLAIM_BATCH);
      for (const job of claimed) await runJob(job);
      ran += claimed.length;
      // Until none is due, so that work a job queues (a reset request's mail) goes out in the same round.
      if (claimed.length === 0) return ran;
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  // Finished and dead jobs are kept a while for the record, then removed.
  tasks.push({ name: "jobs.purge", intervalMs: 6 * 3600_000, task: (at) => purgeOldJobs(db, at) });
  return {
    handle(kind, handler) {
      handlers.set(kind, handler);
    },
    async enqueue(kind, payload, options = {}) {
      const at = now();
      await (options.db ?? db)
        .insertInto("jobs")
        .values({
          kind,
          payload: JSON.stringify(payload),
          run_at: options.runAt ?? at,
          locked_until: null,
          give_up_at: new Date((options.runAt ?? at).getTime() + GIVE_UP_AFTER_MS),
          last_error: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    },
    every(name, intervalMs, task) {
      tasks.push({ name, intervalMs, task });
    },
    runDue,
    async counts() {
      const rows = await db
        .selectFrom("jobs")
        .select(["kind", "status", (eb) => eb.fn.countAll<number>().as("n")])
        .where("status", "in", ["pending", "failed"])
        .groupBy(["kind", "status"])
        .execute();
      const byKind: Record<string, { pending: number; failed: number }> = {};
      let pending = 0;
      let failed = 0;
      for (const row of rows) {
        const n = Number(row.n);
        byKind[row.kind] ??= { pending: 0, failed: 0 };
        if (row.status === "failed") {
          byKind[row.kind]!.failed += n;
          failed += n;
        } else {
          byKind[row.kind]!.pending += n;
          pending += n;
        }
      }
      return { pending, failed, byKind };
    },
    start(pollMs = 1000) {
      if (!stopped) return;
      stopped = false;
      const tick = () => {
        running = runDue()
          .catch((error) => logger.warn({ err: error }, "background work could not run (will retry)"))
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, pollMs);
          });
      };
      tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    onRun(listener) {
      listeners.push(listener);
    },
  };
}
