import type { Kysely } from "kysely";
import type { Locale } from "../../shared/locales.ts";
import type { Database } from "../db/schema.ts";
import { toIso } from "../db/values.ts";

/** A sent issue as the public archive lists it. */
export type ArchivedIssue = { slug: string; subject: string; locale: Locale; sent_at: string; summary: string };
/** …and as its page shows it: the words of its plain-text part, paragraph by paragraph, without the footer. */
export type ArchivedIssuePage = ArchivedIssue & { paragraphs: string[][] };

const ARCHIVE_SIZE = 100;

/** The sent mail's text without its first line (the subject) and without the footer after "--". */
export function archiveParagraphs(text: string): string[][] {
  const body = text.split("\n--\n")[0] ?? "";
  return body
    .split(/\n{2,}/)
    .map((p) => p.split("\n").filter((line) => line.trim() !== ""))
    .filter((lines) => lines.length > 0)
    .slice(1);
}

type Row = {
  slug: string;
  subject: string;
  locale: string;
  sent_at: Date | string | null;
  intro: string;
  text: string | null;
};

const toArchived = (r: Row): ArchivedIssue => ({
  slug: r.slug,
  subject: r.subject,
  locale: r.locale === "sw" ? "sw" : "en",
  sent_at: toIso(r.sent_at) ?? "",
  summary: r.intro.split(/\n{2,}/)[0]?.slice(0, 300) ?? "",
});

/** Sent issues in `locale`, newest first (the archive pages and feed, docs/product.md). */
export async function archivedIssues(db: Kysely<Database>, locale: Locale): Promise<ArchivedIssue[]> {
  const rows = await db
    .selectFrom("newsletter_issues")
    .select(["slug", "subject", "locale", "sent_at", "intro", "text"])
    .where("status", "=", "sent")
    .where("locale", "=", locale)
    .orderBy("sent_at", "desc")
    .orderBy("id", "desc")
    .limit(ARCHIVE_SIZE)
    .execute();
  return rows.map(toArchived);
}

/** One sent issue by its slug, in whichever language it was sent; null for a draft or an unknown slug. */
export async function archivedIssue(db: Kysely<Database>, slug: string): Promise<ArchivedIssuePage | null> {
  const row = await db
    .selectFrom("newsletter_issues")
    .select(["slug", "subject", "locale", "sent_at", "intro", "text"])
    .where("slug", "=", slug)
    .where("status", "=", "sent")
    .executeTakeFirst();
  return row ? { ...toArchived(row), paragraphs: archiveParagraphs(row.text ?? "") } : null;
}
