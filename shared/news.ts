import type { EditState } from "./edit-state.ts";
/**
 * A news item as the API answers it. Timestamps are ISO-8601
 * strings; published_at null means draft, a future time scheduled.
 * Input schemas for create/update live beside this type.
 */
export type NewsItem = {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  /** sanitised HTML, or plain text with bullet lines */
  content: string;
  category: string;
  /** relative (/uploads/…) or absolute http(s) URL; null means the default image */
  image_url: string | null;
  featured: boolean;
  published_at: string | null;
  /** e.g. '3 min read', computed from the content's length */
  readTime: string;
  created_at: string;
  updated_at: string;
  /** staff only: the staff account that wrote it (null for demo content or a deleted account) */
  author_id?: number | null;
} & EditState;

export type NewsCategoryCount = { name: string; count: number };
