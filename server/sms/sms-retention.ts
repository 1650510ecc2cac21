import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/**
 * The texts sent to each number (one row per number and text) are deleted
 * `MESSAGE_RETENTION_DAYS` after they were made, by the messages' recurring
 * purge (docs/product.md, "Data protection"). A broadcast keeps its own row
 * (wording, total, parts, cost estimate); its per-number figures go with them.
 */
export async function purgeOldSmsMessages(db: Kysely<Database>, now: Date, retentionDays: number): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 86400_000);
  const old = await db.deleteFrom("sms_messages").where("created_at", "<", before).executeTakeFirst();
  return Number(old.numDeletedRows);
}
