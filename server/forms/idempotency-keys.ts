import type { Kysely } from "kysely";
import { isUniqueViolation } from "../db/errors.ts";
import type { Database } from "../db/schema.ts";

/** How long a key is remembered: a form kept in a browser is sent again within this time or not at all. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3600_000;

export type KeyClaim =
  | { kind: "claimed" }
  | { kind: "mismatch" }
  | { kind: "in-progress" }
  | { kind: "answered"; status: number; answer: string };

/**
 * The public forms' idempotency keys (migration 0027). `claim` inserts the key:
 * the primary key lets exactly one request win it, on either database and across
 * instances; every other request with that key reads what the winner stored.
 */
export function createIdempotencyKeys(db: Kysely<Database>, now: () => Date) {
  async function existing(key: string, fingerprint: string): Promise<KeyClaim | "expired" | "gone"> {
    const row = await db
      .selectFrom("idempotency_keys")
      .select(["fingerprint", "status", "answer", "expires_at"])
      .where("key", "=", key)
      .executeTakeFirst();
    if (!row) return "gone";
    if (new Date(row.expires_at).getTime() <= now().getTime()) return "expired";
    if (row.fingerprint !== fingerprint) return { kind: "mismatch" };
    if (row.status === null || row.answer === null) return { kind: "in-progress" };
    return { kind: "answered", status: Number(row.status), answer: row.answer };
  }

  return {
    async claim(key: string, fingerprint: string): Promise<KeyClaim> {
      for (let attempt = 0; attempt < 3; attempt++) {
        const at = now();
        try {
          await db
            .insertInto("idempotency_keys")
            .values({
              key,
              fingerprint,
              status: null,
              answer: null,
              created_at: at,
              expires_at: new Date(at.getTime() + IDEMPOTENCY_KEY_TTL_MS),
            })
            .execute();
          return { kind: "claimed" };
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
        const found = await existing(key, fingerprint);
        if (found === "expired") {
          // A day-old key not purged yet: it no longer counts (only the expired row is removed).
          await db.deleteFrom("idempotency_keys").where("key", "=", key).where("expires_at", "<=", now()).execute();
        } else if (found !== "gone") {
          return found;
        }
      }
      return { kind: "in-progress" };
    },

    /** Keeps the first request's answer for the retries. */
    async answer(key: string, status: number, answer: string): Promise<void> {
      await db.updateTable("idempotency_keys").set({ status, answer }).where("key", "=", key).execute();
    },

    /** The first request failed on our side (5xx): the key is free again, so a retry can still get through. */
    async release(key: string): Promise<void> {
      await db.deleteFrom("idempotency_keys").where("key", "=", key).where("status", "is", null).execute();
    },

    async purge(at: Date): Promise<void> {
      await db.deleteFrom("idempotency_keys").where("expires_at", "<", at).execute();
    },
  };
}

export type IdempotencyKeys = ReturnType<typeof createIdempotencyKeys>;
