import { defineCollection, type StoredHook } from "./define.ts";
import { featured, image, managedChoice, publishAt, richText, slug, textOrDefault, title } from "./stored-fields.ts";

/** Longest accepted article body (HTML), in characters. */
export const NEWS_CONTENT_MAX = 200_000;

/** The `news` table; /news/{slug}; old slugs in news_slug_history. */
export const NEWS_STORAGE: StoredHook = {
  table: "news",
  address: (slug) => `/news/${encodeURIComponent(slug)}`,
  searchType: "news",
  searchFields: { excerpt: "excerpt", body: ["category", "content"] },
  slugHistory: true,
  authorsDraft: true,
};

/**
 * News articles, kept in the `news` table (decision 0074): /news/{slug}, with old
 * slugs remembered so old links still arrive. Authors write drafts; the category
 * comes from the managed list. The fields stand in the order the API names problems.
 */
export const news = defineCollection({
  name: "news",
  label: "News",
  singular: "News item",
  titleField: "title",
  order: "starts-desc",
  formOrder: ["title", "excerpt", "content", "category", "featured", "image_url"],
  listFields: ["category", "featured"],
  stored: NEWS_STORAGE,
  fields: {
    title: title(),
    slug: slug(),
    excerpt: { ...textOrDefault("Excerpt", 1000), rows: 2 },
    content: richText("Content", NEWS_CONTENT_MAX),
    category: managedChoice("Category", "news-categories", "General"),
    image_url: image("Image URL"),
    featured: featured(),
    published_at: publishAt(),
  },
});
