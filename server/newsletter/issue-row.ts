import { z } from "zod";
import { isLocale, LOCALES, type Locale } from "../../shared/locales.ts";
import { toIso } from "../db/values.ts";

export const ISSUE_STATUSES = ["draft", "scheduled", "sending", "sent"] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

/** An issue's figures: every delivery row counted by its state. */
export type IssueFigures = {
  total: number;
  /** accepted by the mail server (and not bounced since) */
  sent: number;
  /** could not be sent, or cut off by a crash (then never sent again) */
  failed: number;
  bounced: number;
  /** recipients who unsubscribed since the issue went out (or before their turn came) */
  unsubscribed: number;
  /** still to send */
  queued: number;
};

export type NewsletterIssue = IssueFigures & {
  id: number;
  slug: string;
  subject: string;
  locale: Locale;
  intro: string;
  body: string;
  news_ids: number[];
  status: IssueStatus;
  send_at: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
};

type Row = {
  id: number;
  slug: string;
  subject: string;
  locale: string;
  intro: string;
  body: string;
  news_ids: string;
  status: string;
  send_at: Date | string | null;
  sent_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

export const toIssue = (r: Row, figures: IssueFigures): NewsletterIssue => ({
  id: Number(r.id),
  slug: r.slug,
  subject: r.subject,
  locale: isLocale(r.locale) ? r.locale : "en",
  intro: r.intro,
  body: r.body,
  news_ids: JSON.parse(r.news_ids) as number[],
  status: r.status as IssueStatus,
  send_at: toIso(r.send_at),
  sent_at: toIso(r.sent_at),
  created_at: toIso(r.created_at) ?? "",
  updated_at: toIso(r.updated_at) ?? "",
  ...figures,
});

/** An issue's fields and their rules, shared by composing and editing. */
const issueFields = {
  subject: z
    .string({ message: "subject is required" })
    .trim()
    .min(1, "subject is required")
    .max(200, "subject is longer than 200 characters"),
  locale: z.enum(LOCALES, { message: "locale must be en or sw" }),
  intro: z.string({ message: "intro must be text" }).trim().max(5000, "intro is longer than 5000 characters"),
  body: z.string({ message: "body must be text" }).trim().max(20_000, "body is longer than 20000 characters"),
  news_ids: z
    .array(z.number().int().positive(), { message: "news_ids must be a list of news ids" })
    .max(20, "pick at most 20 news items")
    .refine((ids) => new Set(ids).size === ids.length, "news_ids lists a news item twice"),
};

/** POST /api/newsletter/issues */
export const issueSchema = z.object({
  ...issueFields,
  intro: issueFields.intro.default(""),
  body: issueFields.body.default(""),
  news_ids: issueFields.news_ids.default([]),
});

/** PATCH /api/newsletter/issues/:id: any of the fields, each with the rules of composing. */
export const issuePatchSchema = z.object(issueFields).partial();

/** POST /api/newsletter/issues/:id/send: `at` schedules; without it the issue goes out now. */
export const sendSchema = z.object({
  at: z.iso
    .datetime({ offset: true, message: "at must be a date and time such as 2026-03-01T09:00:00+03:00" })
    .optional(),
});

export const testSchema = z.object({
  email: z
    .string({ message: "email is required" })
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: "email must be an email address" })),
});
