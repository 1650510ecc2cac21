import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Db } from "../db/connection.ts";
import type { Jobs } from "../jobs/jobs-service.ts";
import { MAIL_JOB } from "../mail/mail-service.ts";
import type { PageCache } from "../page-cache/page-cache.ts";

export type Metrics = {
  registry: Registry;
  /** one finished request: its route pattern, method, status and duration in seconds */
  observe(route: string, method: string, status: number, seconds: number): void;
};

/**
 * The Prometheus metrics of one instance (docs/operations.md, "Metrics", says
 * what each means): requests and latency by route and status, render-cache hits
 * and misses, database pool use, the outbox backlog and background job runs,
 * plus Node's process metrics.
 */
export function createMetrics(deps: { db: Db; jobs: Jobs; pageCache?: PageCache | null }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Gauges named like counters (promtool's lint rejects them); nodejs_active_handles etc. remain.
  for (const name of ["nodejs_active_handles_total", "nodejs_active_requests_total", "nodejs_active_resources_total"]) {
    registry.removeSingleMetric(name);
  }
  const labelNames = ["route", "method", "status"] as const;
  const requests = new Counter({
    name: "uraia_http_requests_total",
    help: "HTTP requests answered, by route pattern, method and status.",
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "uraia_http_request_duration_seconds",
    help: "Time to answer an HTTP request (to the response headers), by route pattern, method and status.",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const cache = deps.pageCache;
  /** A counter that follows one of the cache's own running totals. */
  const followCache = (name: string, help: string, total: (c: PageCache) => number) => {
    let seen = 0;
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        if (!cache) return;
        this.inc(total(cache) - seen);
        seen = total(cache);
      },
    });
  };
  followCache("uraia_page_cache_hits_total", "Public pages answered from the in-memory render cache.", (c) => c.hits);
  followCache(
    "uraia_page_cache_misses_total",
    "Public page requests the render cache could not answer (rendered afresh).",
    (c) => c.misses,
  );
  new Gauge({
    name: "uraia_page_cache_entries",
    help: "Pages currently held in the render cache.",
    registers: [registry],
    collect() {
      this.set(cache?.size ?? 0);
    },
  });

  const pool = deps.db.pool;
  new Gauge({
    name: "uraia_db_pool_connections",
    help: "PostgreSQL pool connections by state (total open, idle, waiting requests); SQLite has one connection.",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      this.set({ state: "total" }, pool ? pool.totalCount : 1);
      this.set({ state: "idle" }, pool ? pool.idleCount : 0);
      this.set({ state: "waiting" }, pool ? pool.waitingCount : 0);
    },
  });
  new Gauge({
    name: "uraia_db_pool_max_connections",
    help: "Most connections the pool may open.",
    registers: [registry],
    collect() {
      this.set(pool ? pool.options.max : 1);
    },
  });

  new Gauge({
    name: "uraia_jobs_backlog",
    help: "Background jobs waiting (pending) or given up (failed), by kind; mail.send is the mail outbox.",
    labelNames: ["kind", "state"],
    registers: [registry],
    async collect() {
      this.reset();
      const counts = await deps.jobs.counts().catch(() => null);
      if (!counts) return;
      this.set({ kind: MAIL_JOB, state: "pending" }, counts.byKind[MAIL_JOB]?.pending ?? 0);
      this.set({ kind: MAIL_JOB, state: "failed" }, counts.byKind[MAIL_JOB]?.failed ?? 0);
      for (const [kind, c] of Object.entries(counts.byKind)) {
        this.set({ kind, state: "pending" }, c.pending);
        this.set({ kind, state: "failed" }, c.failed);
      }
    },
  });
  const runs = new Counter({
    name: "uraia_job_runs_total",
    help: "Background job attempts and recurring task runs, by name and outcome (done, retry, failed).",
    labelNames: ["name", "outcome"],
    registers: [registry],
  });
  deps.jobs.onRun((name, outcome) => runs.inc({ name, outcome }));

  return {
    registry,
    observe(route, method, status, seconds) {
      const labels = { route, method, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
  };
}
