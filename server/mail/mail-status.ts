import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { toIso } from "../db/values.ts";
import type { Jobs } from "../jobs/jobs-service.ts";
import { MAIL_JOB, type OutgoingMail } from "./mail-service.ts";

export type MailStatus = {
  enabled: boolean;
  pending: number;
  failed: Array<{ id: number; to: string; subject: string; error: string | null; created_at: string | null }>;
};

/** The outbox as staff see it: whether mail is on, how much waits, and what could not be sent for 24 hours. */
export async function mailStatus(db: Kysely<Database>, jobs: Jobs, enabled: boolean): Promise<MailStatus> {
  const counts = await jobs.counts();
  const failed = await db
    .selectFrom("jobs")
    .select(["id", "payload", "last_error", "created_at"])
    .where("kind", "=", MAIL_JOB)
    .where("status", "=", "failed")
    .orderBy("updated_at", "desc")
    .limit(50)
    .execute();
  return {
    enabled,
    pending: counts.byKind[MAIL_JOB]?.pending ?? 0,
    failed: failed.map((row) => {
      const mail = JSON.parse(row.payload) as OutgoingMail;
      return {
        id: Number(row.id),
        to: mail.to,
        subject: mail.subject,
        error: row.last_error,
        created_at: toIso(row.created_at),
      };
    }),
  };
}
