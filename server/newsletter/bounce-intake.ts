import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { type BounceKind, readBounceReport } from "./bounce-report.ts";
import { readBounceToken } from "./newsletter-tokens.ts";
import { recordBounce } from "./suppression.ts";

export type BounceOutcome =
  | { result: "recorded"; kind: BounceKind; subscriberId: number; issueId: number; suppressed: boolean }
  | { result: "ignored"; reason: string };

/**
 * A mail received at the bounce address (from the mail server's pipe, or the
 * bounce mailbox): recorded against the subscriber and issue its signed token
 * names. A report without a valid token, or that is no bounce, is ignored.
 */
export async function receiveBounce(
  deps: { db: Kysely<Database>; secret: () => Promise<string>; now: () => Date },
  raw: Buffer | string,
): Promise<BounceOutcome> {
  const report = await readBounceReport(raw);
  if (!report) return { result: "ignored", reason: "not a delivery failure or complaint report" };
  const secret = await deps.secret();
  for (const token of report.tokens) {
    const read = readBounceToken(secret, token);
    if (!read) continue;
    const issue = await deps.db
      .selectFrom("newsletter_issues")
      .select("id")
      .where("id", "=", read.issueId)
      .executeTakeFirst();
    const { suppressed } = await recordBounce(
      deps.db,
      {
        subscriberId: read.subscriberId,
        issueId: issue ? read.issueId : null,
        kind: report.kind,
        detail: report.detail,
      },
      deps.now(),
    );
    return {
      result: "recorded",
      kind: report.kind,
      subscriberId: read.subscriberId,
      issueId: read.issueId,
      suppressed,
    };
  }
  return { result: "ignored", reason: "names no newsletter recipient (no valid bounce token)" };
}
