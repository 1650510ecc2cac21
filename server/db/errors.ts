/** True for a unique-constraint violation on either database (never shown to clients). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const e = error as { code?: unknown; errcode?: unknown; message?: unknown };
  if (e.code === "23505") return true; // PostgreSQL unique_violation
  if (e.errcode === 2067 || e.errcode === 1555) return true; // SQLITE_CONSTRAINT_UNIQUE / PRIMARYKEY
  return typeof e.message === "string" && e.message.includes("UNIQUE constraint failed");
}

/** Runs `attempt` again (up to `times`) when it loses a race for a unique value. */
export async function retryOnUniqueViolation<T>(attempt: () => Promise<T>, times = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= times || !isUniqueViolation(error)) throw error;
    }
  }
}
