import { type Kysely, sql } from "kysely";
import { EAT_OFFSET_MS } from "../../shared/east-africa-time.ts";
import { isLocale, localizedPath } from "../../shared/locales.ts";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { OutgoingMail } from "../mail/mail-service.ts";
import { UNSUBSCRIBE_SLOT } from "./issue-mail.ts";
import { bounceToken, unsubscribeToken } from "./newsletter-tokens.ts";
import { recordBounce } from "./suppression.ts";

/** How often the sending task runs; each run sends what the rate allows. */
export const SEND_EVERY_MS = 5000;
/** A run stops taking new batches after this long (a limitless rate would otherwise keep it forever). */
const RUN_BUDGET_MS = 20_000;
/**
 * A delivery still marked as being sent after this long was cut off by a crash
 * (a run never lasts this long): it is marked failed, never sent again, since
 * the mail server may have taken it before the crash.
 */
/** Mails handed to the mail server at once (its connections). */
export const SENDERS = 4;
export const INTERRUPTED_AFTER_MS = 2 * 60_000;
export const INTERRUPTED =
  "interrupted: the server stopped while sending this mail; not sent again, so that no one gets it twice";

export type SenderDeps = {
  db: Kysely<Database>;
  dialect: "sqlite" | "postgres";
  now: () => Date;
  logger: Logger;
  secret: () => Promise<string>;
  publicUrl: string;
  perMinute: number;
  sendingHours: [number, number] | null;
  bounceDomain: string | undefined;
  sendNow: (mail: OutgoingMail) => Promise<void>;
};

/** Whether `at` falls within the sending hours ([from, to) in East Africa Time; wrapping midnight when from > to). */
export function withinSendingHours(at: Date, hours: [number, number] | null): boolean {
  if (!hours) return true;
  const hour = new Date(at.getTime() + EAT_OFFSET_MS).getUTCHours();
  const [from, to] = hours;
  return from < to ? hour >= from && hour < to : hour >= from || hour < to;
}

type Claimed = { id: number; issue_id: number; subscriber_id: number; email: string };
type Frozen = { subject: string; locale: string; html: string; text: string };

/** The personal copy: the recipient's own unsubscribe link, headers and return path (docs/product.md). */
export function personalMail(
  issue: Frozen,
  to: Claimed,
  site: { publicUrl: string; bounceDomain: string | undefined; secret: string },
): OutgoingMail {
  const locale = isLocale(issue.locale) ? issue.locale : "en";
  const unsubscribe = unsubscribeToken(site.secret, to.subscriber_id);
  const page = `${site.publicUrl}${localizedPath("/newsletter/unsubscribe", locale)}?token=${unsubscribe}`;
  const oneClick = `${site.publicUrl}/api/newsletter/one-click?token=${unsubscribe}`;
  const token = bounceToken(site.secret, to.subscriber_id, to.issue_id);
  const host = new URL(site.publicUrl).hostname;
  return {
    to: to.email,
    subject: issue.subject,
    text: issue.text.replaceAll(UNSUBSCRIBE_SLOT, page),
    html: issue.html.replaceAll(UNSUBSCRIBE_SLOT, page),
    headers: {
      "List-Unsubscribe": `<${oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "List-Id": `Uraia newsletter <newsletter.${host}>`,
      Precedence: "bulk",
    },
    messageId: `<newsletter.${token}@${host}>`,
    ...(site.bounceDomain ? { returnPath: `bounce+${token}@${site.bounceDomain}` } : {}),
  };
}

/**
 * The newsletter's sending, one run every few seconds as a recurring task of the
 * jobs table (claimed by one instance per interval): starts scheduled issues
 * when due, then sends queued deliveries within the rate, counted from the
 * deliveries table itself (those claimed in the last minute, every instance's).
 * Each delivery is claimed (queued → sending) in the database before its mail
 * goes out, and only a queued one is ever claimed: one (issue, subscriber) is
 * mailed at most once whatever crashes or second instances happen.
 */
export function createIssueSender(deps: SenderDeps & { start: (issueId: number, at: Date) => Promise<unknown> }) {
  const { db, now, logger } = deps;

  async function claim(limit: number, at: Date): Promise<Claimed[]> {
    const due = db
      .selectFrom("newsletter_deliveries")
      .select("id")
      .where("status", "=", "queued")
      .where("issue_id", "in", db.selectFrom("newsletter_issues").select("id").where("status", "=", "sending"))
      .orderBy("issue_id")
      .orderBy("id")
      .limit(limit);
    const rows = await db
      .updateTable("newsletter_deliveries")
      .set({ status: "sending", claimed_at: at })
      .where("id", "in", deps.dialect === "postgres" ? due.forUpdate().skipLocked() : due)
      .returning(["id", "issue_id", "subscriber_id", "email"])
      .execute();
    return rows
      .map((r) => ({
        id: Number(r.id),
        issue_id: Number(r.issue_id),
        subscriber_id: Number(r.subscriber_id),
        email: r.email,
      }))
      .sort((a, b) => a.id - b.id);
  }

  const settle = (id: number, set: { status: string; error?: string | null; sent_at?: Date }) =>
    db
      .updateTable("newsletter_deliveries")
      .set({ error: null, ...set })
      .where("id", "=", id)
      .where("status", "=", "sending")
      .execute();

  /** Sends one claimed delivery; false when the mail server cannot be reached (the run stops). */
  async function deliver(row: Claimed, issue: Frozen, secret: string): Promise<boolean> {
    const subscriber = await db
      .selectFrom("subscribers")
      .select(["status", "suppressed_at"])
      .where("id", "=", row.subscriber_id)
      .executeTakeFirst();
    if (subscriber?.status !== "confirmed" || subscriber.suppressed_at !== null) {
      await settle(row.id, { status: "skipped" });
      return true;
    }
    try {
      await deps.sendNow(
        personalMail(issue, row, { publicUrl: deps.publicUrl, bounceDomain: deps.bounceDomain, secret }),
      );
    } catch (error) {
      const e = error as { responseCode?: number; response?: string; code?: string; message?: string };
      const said = (e.response ?? e.message ?? String(error)).slice(0, 500);
      if (e.responseCode && e.responseCode >= 500) {
        // Refused outright (a 5xx answer): a hard bounce at send time.
        await settle(row.id, { status: "bounced", error: `hard: ${said}` });
        await recordBounce(
          db,
          { subscriberId: row.subscriber_id, issueId: row.issue_id, kind: "hard", detail: said },
          now(),
        );
        return true;
      }
      if (!e.responseCode && (e.code === "ECONNECTION" || e.code === "EDNS")) {
        // Nothing was handed over: the delivery waits for the next run.
        await settle(row.id, { status: "queued", error: said });
        logger.warn({ err: said }, "newsletter: the mail server cannot be reached; sending resumes on the next run");
        return false;
      }
      // A temporary refusal or a cut-off conversation: the mail may or may not have been taken, so never again.
      await settle(row.id, { status: "failed", error: said });
      return true;
    }
    await settle(row.id, { status: "sent", sent_at: now() });
    return true;
  }

  async function run(at: Date): Promise<void> {
    const due = await db
      .selectFrom("newsletter_issues")
      .select("id")
      .where("status", "=", "scheduled")
      .where("send_at", "<=", at)
      .execute();
    if (!withinSendingHours(at, deps.sendingHours)) return;
    for (const issue of due) await deps.start(Number(issue.id), at);
    await db
      .updateTable("newsletter_deliveries")
      .set({ status: "failed", error: INTERRUPTED })
      .where("status", "=", "sending")
      .where("claimed_at", "<", new Date(at.getTime() - INTERRUPTED_AFTER_MS))
      .execute();

    let quota = Number.POSITIVE_INFINITY;
    if (deps.perMinute > 0) {
      const recent = await db
        .selectFrom("newsletter_deliveries")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("claimed_at", ">", new Date(at.getTime() - 60_000))
        .executeTakeFirstOrThrow();
      quota = deps.perMinute - Number(recent.n);
    }
    const secret = await deps.secret();
    const issues = new Map<number, Frozen>();
    const started = Date.now();
    let reachable = true;
    const issueOf = async (id: number) => {
      let issue = issues.get(id);
      if (!issue) {
        const found = await db
          .selectFrom("newsletter_issues")
          .select(["subject", "locale", "html", "text"])
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        issue = { subject: found.subject, locale: found.locale, html: found.html ?? "", text: found.text ?? "" };
        issues.set(id, issue);
      }
      return issue;
    };
    // A few conversations at once; each claims one delivery at a time, so only the
    // mails on the wire (at most SENDERS) are ever in doubt when the process dies.
    const lane = async () => {
      while (reachable && quota > 0 && Date.now() - started < RUN_BUDGET_MS) {
        quota--;
        const [row] = await claim(1, now());
        if (!row) return;
        if (!(await deliver(row, await issueOf(row.issue_id), secret))) reachable = false;
      }
    };
    await Promise.all(Array.from({ length: SENDERS }, lane));
    await finish();
  }

  /** An issue with nothing left to send (or being sent) is sent. */
  async function finish(): Promise<void> {
    const at = now();
    await db
      .updateTable("newsletter_issues")
      .set({ status: "sent", sent_at: at, updated_at: at })
      .where("status", "=", "sending")
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("newsletter_deliveries")
              .select(sql`1`.as("one"))
              .whereRef("newsletter_deliveries.issue_id", "=", "newsletter_issues.id")
              .where("newsletter_deliveries.status", "in", ["queued", "sending"]),
          ),
        ),
      )
      .execute();
  }

  return { run };
}
