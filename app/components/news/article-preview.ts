import type { ArticleData } from "./article-data.ts";

/** The article's 1200×630 link-preview image (server/preview-images), versioned by its last change. */
export function articlePreviewPath(article: Pick<ArticleData, "slug" | "updated_at" | "sample">): string {
  if (article.sample) return "/og/default.jpg";
  const version = article.updated_at ? `?v=${Date.parse(article.updated_at).toString(36)}` : "";
  return `/og/news/${encodeURIComponent(article.slug)}.jpg${version}`;
}
