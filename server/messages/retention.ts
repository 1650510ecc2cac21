import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { purgeFormLimits } from "../forms/form-limits.ts";
import { purgeUsedProofs } from "../forms/proof-of-work.ts";

/** Spam is kept this long for review, then deleted. */
export const SPAM_KEPT_MS = 30 * 86400_000;

/**
 * What the site keeps, and for how long (docs/product.md, "Data protection"):
 * handled and archived messages (attachments with them) go `retentionDays`
 * after they were handled or archived; spam after 30 days.
 */
export async function purgeOldMessages(db: Kysely<Database>, now: Date, retentionDays: number): Promise<number> {
  const handledBefore = new Date(now.getTime() - retentionDays * 86400_000);
  const old = await db
    .deleteFrom("messages")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "in", ["handled", "archived"]), eb("status_changed_at", "<", handledBefore)]),
        eb.and([eb("status", "=", "spam"), eb("status_changed_at", "<", new Date(now.getTime() - SPAM_KEPT_MS))]),
      ]),
    )
    .executeTakeFirst();
  return Number(old.numDeletedRows);
}

/** Counters and used proofs that no longer matter. */
export async function purgeFormRecords(db: Kysely<Database>, now: Date): Promise<void> {
  await purgeFormLimits(db, now);
  await purgeUsedProofs(db, now);
}
