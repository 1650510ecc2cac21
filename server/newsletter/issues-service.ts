import crypto from "node:crypto";
import { type Locale, localizedPath } from "../../shared/locales.ts";
import { slugify } from "../../shared/slug.ts";
import { requirePermission } from "../auth/permissions.ts";
import { PUBLIC_VIEWER, type Viewer } from "../auth/viewer.ts";
import { badRequest, conflict, notFound } from "../http/errors.ts";
import { validate } from "../http/validate.ts";
import type { Logger } from "../logger.ts";
import type { OutgoingMail } from "../mail/mail-service.ts";
import { organisationFooter } from "../mail/organisation-footer.ts";
import type { NewsService } from "../news/news-service.ts";
import { readSiteSettingsIn } from "../settings/settings-service.ts";
import type { TranslationsService } from "../translations/translations-service.ts";
import { type BounceOutcome, receiveBounce } from "./bounce-intake.ts";
import { readBounceMailbox } from "./bounce-mailbox.ts";
import { type ArchivedIssue, type ArchivedIssuePage, archivedIssue, archivedIssues } from "./issue-archive.ts";
import { type IssueContent, issueHtml, issueText } from "./issue-mail.ts";
import {
  type IssueFigures,
  type IssueStatus,
  issuePatchSchema,
  issueSchema,
  type NewsletterIssue,
  sendSchema,
  testSchema,
  toIssue,
} from "./issue-row.ts";
import { createIssueSender, personalMail, SEND_EVERY_MS, type SenderDeps } from "./issue-sender.ts";

/** An issue's address in the archive: its subject's words and its id. */
const issueSlug = (subject: string, id: number) => `${slugify(subject).slice(0, 60) || "issue"}-${id}`;

/** How often the bounce mailbox (BOUNCE_IMAP_URL) is read. */
export const BOUNCE_MAILBOX_EVERY_MS = 5 * 60_000;

export interface NewsletterIssues {
  create(input: unknown, viewer: Viewer): Promise<NewsletterIssue>;
  /** Changes a draft's fields (any of them); a scheduled, sending or sent issue is a conflict. */
  update(id: number, input: unknown, viewer: Viewer): Promise<NewsletterIssue>;
  /** Throws a draft away; answers its subject (for the audit log). Anything else is a conflict. */
  remove(id: number, viewer: Viewer): Promise<{ subject: string }>;
  /** Takes a scheduled issue, not yet started, back to a draft. */
  cancel(id: number, viewer: Viewer): Promise<NewsletterIssue>;
  get(id: number, viewer: Viewer): Promise<NewsletterIssue>;
  list(viewer: Viewer): Promise<NewsletterIssue[]>;
  /** The mail as it would go out now (frozen once sending starts). */
  preview(id: number, viewer: Viewer): Promise<{ subject: string; html: string; text: string }>;
  /** One copy to `email`, through the outbox, marked as a test. */
  test(id: number, input: unknown, viewer: Viewer): Promise<void>;
  /** Now, or at `at`: to every confirmed, unsuppressed subscriber of the issue's language. */
  send(id: number, input: unknown, viewer: Viewer): Promise<NewsletterIssue>;
  /** One run of the sending task (tests call it instead of waiting). */
  run(at: Date): Promise<void>;
  /** Sent issues in a language, newest first, and one sent issue by its slug: the public archive. */
  archive(locale: Locale): Promise<ArchivedIssue[]>;
  archived(slug: string): Promise<ArchivedIssuePage | null>;
  /** A mail received at the bounce address: a DSN or a complaint, applied to its subscriber. */
  receiveBounce(raw: Buffer | string): Promise<BounceOutcome>;
}

export function createNewsletterIssues(
  deps: Omit<SenderDeps, "sendNow"> & {
    mail: { enabled: boolean; enqueue(mail: OutgoingMail): Promise<void>; sendNow(mail: OutgoingMail): Promise<void> };
    news: NewsService;
    translations: TranslationsService;
    every: (name: string, intervalMs: number, task: (at: Date) => Promise<void>) => void;
    logger: Logger;
    bounceImapUrl: string | undefined;
  },
): NewsletterIssues {
  const { db, now } = deps;

  async function figures(ids: number[]): Promise<Map<number, IssueFigures>> {
    const map = new Map<number, IssueFigures>();
    for (const id of ids) map.set(id, { total: 0, sent: 0, failed: 0, bounced: 0, unsubscribed: 0, queued: 0 });
    if (ids.length === 0) return map;
    const rows = await db
      .selectFrom("newsletter_deliveries")
      .select(["issue_id", "status", (eb) => eb.fn.countAll<number>().as("n")])
      .where("issue_id", "in", ids)
      .groupBy(["issue_id", "status"])
      .execute();
    for (const row of rows) {
      const f = map.get(Number(row.issue_id))!;
      const n = Number(row.n);
      f.total += n;
      if (row.status === "sent") f.sent += n;
      else if (row.status === "failed") f.failed += n;
      else if (row.status === "bounced") f.bounced += n;
      else if (row.status === "skipped") f.unsubscribed += n;
      else f.queued += n;
    }
    // Those who left after the issue reached them.
    const left = await db
      .selectFrom("newsletter_deliveries as d")
      .innerJoin("subscribers as s", "s.id", "d.subscriber_id")
      .innerJoin("newsletter_issues as i", "i.id", "d.issue_id")
      .select(["d.issue_id", (eb) => eb.fn.countAll<number>().as("n")])
      .where("d.issue_id", "in", ids)
      .where("d.status", "=", "sent")
      .where("s.status", "=", "unsubscribed")
      .whereRef("s.unsubscribed_at", ">=", "d.sent_at")
      .groupBy("d.issue_id")
      .execute();
    for (const row of left) map.get(Number(row.issue_id))!.unsubscribed += Number(row.n);
    return map;
  }

  async function load(id: number) {
    const row = await db.selectFrom("newsletter_issues").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw notFound("No such newsletter issue");
    return row;
  }

  /** The issue's words and stories in its language (news in Kiswahili falls back to English field by field). */
  async function content(row: Awaited<ReturnType<typeof load>>): Promise<IssueContent> {
    const locale = row.locale as Locale;
    const items = [];
    for (const id of JSON.parse(row.news_ids) as number[]) {
      const item = await deps.news.getById(PUBLIC_VIEWER, id);
      if (item) items.push(item);
    }
    const localized = await deps.translations.localize("news", items, locale);
    const absolute = (url: string) => (url.startsWith("/") ? `${deps.publicUrl}${url}` : url);
    return {
      subject: row.subject,
      locale,
      intro: row.intro,
      body: row.body,
      stories: localized.map((item) => ({
        title: item.title,
        excerpt: item.excerpt,
        url: `${deps.publicUrl}${localizedPath(`/news/${item.slug}`, locale)}`,
        imageUrl: item.image_url ? absolute(item.image_url) : null,
      })),
      archiveUrl: `${deps.publicUrl}${localizedPath(`/newsletter/archive/${row.slug}`, locale)}`,
      footer: organisationFooter(await readSiteSettingsIn(db, locale), locale),
    };
  }

  const sender = createIssueSender({ ...deps, sendNow: (mail) => deps.mail.sendNow(mail), start });

  /**
   * Starts sending: freezes the mail and queues one delivery per confirmed,
   * unsuppressed subscriber of the issue's language, in one transaction; the
   * UNIQUE (issue, subscriber) key makes a second start add nobody twice.
   */
  async function start(id: number, at: Date): Promise<boolean> {
    const row = await load(id);
    const mail = await content(row);
    const html = issueHtml(mail);
    const text = issueText(mail);
    return db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable("newsletter_issues")
        .set({ status: "sending", html, text, send_at: at, updated_at: at })
        .where("id", "=", id)
        .where("status", "in", ["draft", "scheduled"])
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto("newsletter_deliveries")
        .columns(["issue_id", "subscriber_id", "email", "status", "created_at"])
        .expression(
          trx
            .selectFrom("subscribers")
            .select((eb) => [
              eb.val(id).as("issue_id"),
              "id",
              "email",
              eb.val("queued").as("status"),
              eb.val(at).as("created_at"),
            ])
            .where("status", "=", "confirmed")
            .where("suppressed_at", "is", null)
            .where("locale", "=", row.locale),
        )
        .onConflict((oc) => oc.columns(["issue_id", "subscriber_id"]).doNothing())
        .execute();
      return true;
    });
  }

  const requireMail = () => {
    if (!deps.mail.enabled) throw conflict("Mail is off on this site (SMTP_URL is not set): nothing can be sent.");
  };

  deps.every("newsletter.send", SEND_EVERY_MS, (at) => sender.run(at));
  const mailbox = deps.bounceImapUrl;
  if (mailbox) {
    deps.every("newsletter.bounce-mailbox", BOUNCE_MAILBOX_EVERY_MS, async () => {
      await readBounceMailbox(mailbox, (raw) => receiveBounce(deps, raw), deps.logger);
    });
  }

  async function requirePublishedNews(ids: number[]) {
    for (const newsId of ids) {
      if (!(await deps.news.getById(PUBLIC_VIEWER, newsId)))
        throw badRequest(`news_ids: news item ${newsId} does not exist or is not published`, {
          news_ids: `news item ${newsId} does not exist or is not published`,
        });
    }
  }

  /** Why an issue that is no longer a draft cannot be changed or thrown away. */
  const notDraft = (status: IssueStatus | string) =>
    conflict(
      status === "scheduled"
        ? "This issue is scheduled: cancel the schedule first, then it is a draft again."
        : "This issue has already been sent (or is being sent): it can no longer be changed.",
    );

  const one = async (id: number) => {
    const row = await load(id);
    return toIssue(row, (await figures([id])).get(id)!);
  };

  return {
    async create(input, viewer) {
      requirePermission(viewer, "subscribers");
      const data = validate(issueSchema, input);
      await requirePublishedNews(data.news_ids);
      const at = now();
      const created = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("newsletter_issues")
          .values({
            slug: `draft-${crypto.randomUUID()}`,
            subject: data.subject,
            locale: data.locale,
            intro: data.intro,
            body: data.body,
            news_ids: JSON.stringify(data.news_ids),
            status: "draft",
            created_at: at,
            updated_at: at,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const id = Number(row.id);
        await trx
          .updateTable("newsletter_issues")
          .set({ slug: issueSlug(data.subject, id) })
          .where("id", "=", id)
          .execute();
        return id;
      });
      return one(created);
    },
    async update(id, input, viewer) {
      requirePermission(viewer, "subscribers");
      const data = validate(issuePatchSchema, input ?? {});
      const changes = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
      if (Object.keys(changes).length === 0)
        throw badRequest("Send at least one of subject, intro, body, news_ids or locale to change.");
      if (data.news_ids) await requirePublishedNews(data.news_ids);
      const { news_ids, ...fields } = data;
      // Only while still a draft, in the same statement: a send that starts meanwhile wins.
      const changed = await db
        .updateTable("newsletter_issues")
        .set({
          ...fields,
          // A draft is not public yet: its archive address follows its subject.
          ...(fields.subject && { slug: issueSlug(fields.subject, id) }),
          ...(news_ids && { news_ids: JSON.stringify(news_ids) }),
          updated_at: now(),
        })
        .where("id", "=", id)
        .where("status", "=", "draft")
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) throw notDraft((await load(id)).status);
      return one(id);
    },
    async remove(id, viewer) {
      requirePermission(viewer, "subscribers");
      const row = await load(id);
      // A draft has no deliveries; the status condition keeps a send that starts meanwhile.
      const gone = await db
        .deleteFrom("newsletter_issues")
        .where("id", "=", id)
        .where("status", "=", "draft")
        .executeTakeFirst();
      if (Number(gone.numDeletedRows) !== 1) throw notDraft((await load(id)).status);
      return { subject: row.subject };
    },
    async cancel(id, viewer) {
      requirePermission(viewer, "subscribers");
      // Deliveries are created only when sending starts (status "sending"), so a
      // scheduled issue has none; the status condition loses to a start under way.
      const back = await db
        .updateTable("newsletter_issues")
        .set({ status: "draft", send_at: null, updated_at: now() })
        .where("id", "=", id)
        .where("status", "=", "scheduled")
        .executeTakeFirst();
      if (Number(back.numUpdatedRows) !== 1) {
        const { status } = await load(id);
        throw conflict(
          status === "draft"
            ? "This issue is not scheduled: there is nothing to cancel."
            : "This issue has already started sending: it can no longer be cancelled.",
        );
      }
      return one(id);
    },
    async get(id, viewer) {
      requirePermission(viewer, "subscribers");
      return one(id);
    },
    async list(viewer) {
      requirePermission(viewer, "subscribers");
      const rows = await db.selectFrom("newsletter_issues").selectAll().orderBy("id", "desc").limit(200).execute();
      const counts = await figures(rows.map((r) => Number(r.id)));
      return rows.map((r) => toIssue(r, counts.get(Number(r.id))!));
    },
    async preview(id, viewer) {
      requirePermission(viewer, "subscribers");
      const row = await load(id);
      if (row.html && row.text) return { subject: row.subject, html: row.html, text: row.text };
      const mail = await content(row);
      return { subject: row.subject, html: issueHtml(mail), text: issueText(mail) };
    },
    async test(id, input, viewer) {
      requirePermission(viewer, "subscribers");
      requireMail();
      const { email } = validate(testSchema, input);
      const preview = await this.preview(id, viewer);
      const secret = await deps.secret();
      // A stand-in recipient 0: its links and return path are valid in form but unsubscribe no one.
      const mail = personalMail(
        { ...preview, locale: (await load(id)).locale },
        { id: 0, issue_id: id, subscriber_id: 0, email },
        {
          publicUrl: deps.publicUrl,
          bounceDomain: undefined,
          secret,
        },
      );
      await deps.mail.enqueue({ ...mail, subject: `[TEST] ${mail.subject}`, messageId: undefined });
    },
    async send(id, input, viewer) {
      requirePermission(viewer, "subscribers");
      requireMail();
      const { at } = validate(sendSchema, input ?? {});
      const row = await load(id);
      if (row.status === "sending" || row.status === "sent") throw conflict("This issue has already been sent.");
      const when = at ? new Date(at) : null;
      if (when && when.getTime() > now().getTime()) {
        await db
          .updateTable("newsletter_issues")
          .set({ status: "scheduled", send_at: when, updated_at: now() })
          .where("id", "=", id)
          .where("status", "in", ["draft", "scheduled"])
          .execute();
      } else if (!(await start(id, now()))) {
        throw conflict("This issue has already been sent.");
      }
      return one(id);
    },
    run: (at) => sender.run(at),
    receiveBounce: (raw) => receiveBounce(deps, raw),
    archive: (locale) => archivedIssues(db, locale),
    archived: (slug) => archivedIssue(db, slug),
  };
}
