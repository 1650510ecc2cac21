import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.ts";
import type { BounceKind } from "./bounce-report.ts";

/** Soft bounces in this many of the subscriber's latest issues … */
export const SOFT_WINDOW_ISSUES = 5;
/** … that stop mail to the address. */
export const SOFT_LIMIT = 3;

/**
 * Records a bounce or complaint for a subscriber (and the issue it answers) and
 * applies the rules (docs/product.md, "Sending the newsletter"): one hard bounce
 * or one complaint stops mail to the address; so do soft bounces in three of the
 * subscriber's last five issues. The first reason is kept for staff.
 */
export async function recordBounce(
  db: Kysely<Database>,
  bounce: { subscriberId: number; issueId: number | null; kind: BounceKind; detail: string },
  at: Date,
): Promise<{ suppressed: boolean }> {
  return db.transaction().execute(async (trx) => {
    const subscriber = await trx
      .selectFrom("subscribers")
      .select(["id", "suppressed_at"])
      .where("id", "=", bounce.subscriberId)
      .executeTakeFirst();
    if (!subscriber) return { suppressed: false };
    await trx
      .insertInto("newsletter_bounces")
      .values({
        subscriber_id: bounce.subscriberId,
        issue_id: bounce.issueId,
        kind: bounce.kind,
        reason: bounce.detail,
        created_at: at,
      })
      .execute();
    if (bounce.issueId !== null) {
      await trx
        .updateTable("newsletter_deliveries")
        .set({ status: "bounced", error: `${bounce.kind}: ${bounce.detail}`.slice(0, 1000) })
        .where("issue_id", "=", bounce.issueId)
        .where("subscriber_id", "=", bounce.subscriberId)
        .where("status", "in", ["sending", "sent", "bounced"])
        .execute();
    }
    if (subscriber.suppressed_at !== null) return { suppressed: true };
    let reason: string | null = null;
    if (bounce.kind !== "soft") reason = `${bounce.kind}: ${bounce.detail}`;
    else {
      const latest = trx
        .selectFrom("newsletter_deliveries")
        .select("issue_id")
        .where("subscriber_id", "=", bounce.subscriberId)
        .orderBy("issue_id", "desc")
        .limit(SOFT_WINDOW_ISSUES);
      const row = await trx
        .selectFrom("newsletter_bounces")
        .select(sql<number>`count(distinct ${sql.ref("issue_id")})`.as("n"))
        .where("subscriber_id", "=", bounce.subscriberId)
        .where("kind", "=", "soft")
        .where("issue_id", "in", latest)
        .executeTakeFirstOrThrow();
      if (Number(row.n) >= SOFT_LIMIT)
        reason = `soft: ${SOFT_LIMIT} soft bounces in the last ${SOFT_WINDOW_ISSUES} issues (last: ${bounce.detail})`;
    }
    if (!reason) return { suppressed: false };
    await trx
      .updateTable("subscribers")
      .set({ suppressed_at: at, suppressed_reason: reason.slice(0, 1000), updated_at: at })
      .where("id", "=", bounce.subscriberId)
      .where("suppressed_at", "is", null)
      .execute();
    return { suppressed: true };
  });
}
