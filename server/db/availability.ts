import type { Db } from "./connection.ts";

const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENOTFOUND"]);

/**
 * True when an error means the database cannot be reached (refused, dropped,
 * shutting down, timed out) rather than that a query was wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    const code = typeof e.code === "string" ? e.code : "";
    // PostgreSQL classes 08 (connection exception) and 57P (operator intervention: shutdown).
    if (CONNECTION_CODES.has(code) || /^08...$/.test(code) || /^57P0[1-3]$/.test(code)) return true;
    const message = typeof e.message === "string" ? e.message : "";
    if (
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(
        message,
      )
    ) {
      return true;
    }
    if (e instanceof AggregateError) return e.errors.some(isDatabaseUnavailable);
    e = e.cause as typeof e;
  }
  return false;
}

/** Whether the database answers right now, asked at most once a second however many requests wonder. */
export function databaseProbe(db: Pick<Db, "ping">, options: { timeoutMs?: number; now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 2000;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<boolean> | null = null;
  let up = true;
  return {
    async isDown(): Promise<boolean> {
      if (now() - checkedAt < 1000) return !up;
      pending ??= (async () => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        try {
          await Promise.race([
            db.ping(),
            new Promise((_, reject) => {
              timer = setTimeout(() => reject(new Error("database ping timed out")), timeoutMs);
            }),
          ]);
          up = true;
        } catch {
          up = false;
        } finally {
          clearTimeout(timer);
          checkedAt = now();
          pending = null;
        }
        return !up;
      })();
      return pending;
    },
  };
}
