import { sql, type Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import { addressLimitKey } from "./donation-start.ts";

/**
 * A push from `clientIp`, made at `createdAt`, got its donor's answer (paid,
 * cancelled, declined): it no longer counts against its address's hourly limit,
 * which counts only pushes nobody answered. One atomic UPDATE, and only while
 * the push's own window is open (a push from an earlier window gives back nothing).
 */
export async function answeredPush(
  trx: Transaction<Database>,
  clientIp: string | null,
  createdAt: Date | string,
): Promise<void> {
  if (!clientIp) return;
  await trx
    .updateTable("form_limits")
    .set({ count: sql<number>`${sql.ref("count")} - 1` })
    .where("key", "=", addressLimitKey(clientIp))
    .where("count", ">", 0)
    .where("window_started_at", "<=", new Date(createdAt))
    .execute();
}
