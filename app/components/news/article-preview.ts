import { textFingerprint } from "../../lib/text-fingerprint.ts";
import type { ArticleData } from "./article-data.ts";

/**
 * The article's 1200×630 link-preview image (server/preview-images), versioned by
 * its last change. An article read in Kiswahili has its own card, with its
 * Kiswahili headline (/og/sw/news/…), versioned by its words too.
 */
export function articlePreviewPath(
  article: Pick<ArticleData, "slug" | "updated_at" | "sample" | "locale" | "title" | "category">,
): string {
  if (article.sample) return "/og/default.jpg";
  const changed = article.updated_at ? Date.parse(article.updated_at).toString(36) : "";
  const file = `news/${encodeURIComponent(article.slug)}.jpg`;
  if (article.locale === "sw")
    return `/og/sw/${file}?v=${changed}-${textFingerprint(`${article.category}|${article.title}`)}`;
  return `/og/${file}${changed ? `?v=${changed}` : ""}`;
}
