import type { Kysely } from "kysely";
import { eatDateTime } from "../../shared/east-africa-time.ts";
import type { Database } from "../db/schema.ts";
import { toIso } from "../db/values.ts";
import type { OutgoingMail } from "../mail/mail-service.ts";
import { INBOX_MAIL_COPY, staffMailLanguage } from "./mail-copy/index.ts";

/** At most this many messages are listed one by one; the mail says how many more there are. */
const LISTED = 50;

/**
 * The daily spam digest (docs/product.md, "Spam"): every message put in Spam
 * since the last digest, mailed to STAFF_EMAIL, so a person judged a robot is
 * seen within a day, in the language of the staff account with that address
 * (decision 0072). Marking and queueing happen in one transaction: each spam
 * message is reported once, and only when its digest is queued.
 */
export async function sendSpamDigest(
  db: Kysely<Database>,
  at: Date,
  site: { to: string; publicUrl: string },
  enqueue: (mail: OutgoingMail, trx: Kysely<Database>) => Promise<void>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("messages")
      .select(["id", "name", "email", "subject", "spam_reason", "created_at"])
      .where("status", "=", "spam")
      .where("spam_reported_at", "is", null)
      .orderBy("id")
      .execute();
    if (rows.length === 0) return 0;
    await trx
      .updateTable("messages")
      .set({ spam_reported_at: at })
      .where(
        "id",
        "in",
        rows.map((r) => r.id),
      )
      .execute();
    const n = rows.length;
    const t = INBOX_MAIL_COPY[await staffMailLanguage(trx, site.to)].digest;
    const lines = rows
      .slice(0, LISTED)
      .flatMap((r) => [
        `- ${eatDateTime(toIso(r.created_at) ?? "")}: ${r.name} <${r.email}>, “${r.subject}”`,
        `  ${t.why}: ${r.spam_reason ?? t.movedByStaff}`,
        `  ${t.open}: ${site.publicUrl}/admin/inbox?id=${r.id}`,
      ]);
    await enqueue(
      {
        to: site.to,
        subject: t.subject(n),
        text: [
          t.intro(n),
          "",
          ...lines,
          ...(n > LISTED ? ["", t.more(n - LISTED, `${site.publicUrl}/admin/inbox?status=spam`)] : []),
        ].join("\n"),
      },
      trx,
    );
    return n;
  });
}
