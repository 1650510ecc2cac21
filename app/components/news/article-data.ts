import type { NewsCardData } from "./news-card-data.ts";

/** What the article page gets from its loader: the card fields plus the rendered, sanitised body. */
export type ArticleData = NewsCardData & {
  /** safe HTML, rendered on the server */
  html: string;
  /** plain-text description for previews */
  description: string;
  updated_at: string | null;
  /** a built-in sample (no news published yet): not indexed */
  sample: boolean;
};
