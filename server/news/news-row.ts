import type { Selectable } from "kysely";
import type { NewsItem } from "../../shared/news.ts";
import { readTime } from "../../shared/read-time.ts";
import type { NewsTable } from "../db/schema.ts";
import { toBool, toIso } from "../db/values.ts";

export const NEWS_COLUMNS = [
  "id",
  "title",
  "slug",
  "excerpt",
  "content",
  "category",
  "image_url",
  "featured",
  "published_at",
  "created_at",
  "updated_at",
  "author_id",
  "version",
] as const;

/** A news row as the service reads it. */
export type NewsRow = Pick<Selectable<NewsTable>, (typeof NEWS_COLUMNS)[number]>;

/** readTime by content: lists read the same articles over and over. */
const readTimes = new Map<string, string>();
function cachedReadTime(content: string): string {
  let value = readTimes.get(content);
  if (value === undefined) {
    if (readTimes.size >= 1000) readTimes.clear();
    value = readTime(content);
    readTimes.set(content, value);
  }
  return value;
}

/**
 * A stored row as the API answers it (allow-listed fields, readTime computed).
 * Staff also see who wrote it (`author_id`), so the admin offers an Author edits of their own drafts only.
 */
export function toNewsItem(row: NewsRow, forStaff = false): NewsItem {
  return {
    id: Number(row.id),
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    category: row.category,
    image_url: row.image_url,
    featured: toBool(row.featured),
    published_at: toIso(row.published_at),
    readTime: cachedReadTime(row.content),
    created_at: toIso(row.created_at) ?? "",
    updated_at: toIso(row.updated_at) ?? "",
    ...(forStaff && { author_id: row.author_id === null ? null : Number(row.author_id) }),
  };
}
