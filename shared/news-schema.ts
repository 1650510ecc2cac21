import { z } from "zod";
import { featuredFlag, linkOrNull, publishedAt, requiredTitle, textOr, textOrNull } from "./schema-fields.ts";

/** Longest accepted article body (HTML), in characters. */
export const NEWS_CONTENT_MAX = 200_000;

/** Each field's rule, shared by create, update and the Kiswahili version (shared/translation-schema.ts). */
export const newsFields = {
  title: requiredTitle,
  slug: textOrNull("Slug", 200),
  excerpt: textOr("Excerpt", 1000, ""),
  content: z.preprocess(
    (value) => value ?? "",
    z
      .string({ message: "Content must be text" })
      .max(NEWS_CONTENT_MAX, `Content must be at most ${NEWS_CONTENT_MAX} characters`),
  ),
  category: textOr("Category", 60, "General"),
  image_url: linkOrNull("Image URL"),
  featured: featuredFlag,
  published_at: publishedAt,
};

const bodyMessage = { message: "The request body must be a JSON object" };

/** POST /api/news: only the title is required. */
export const newsCreateSchema = z.object(
  {
    ...newsFields,
    slug: newsFields.slug.optional(),
    excerpt: newsFields.excerpt.optional().default(""),
    content: newsFields.content.optional().default(""),
    category: newsFields.category.optional().default("General"),
    image_url: newsFields.image_url.optional().default(null),
    featured: newsFields.featured.optional().default(false),
    published_at: newsFields.published_at.optional().default(null),
  },
  bodyMessage,
);

/** PUT /api/news/{id}: every field optional; absent fields keep their value. */
export const newsUpdateSchema = z.object(
  {
    title: newsFields.title.optional(),
    slug: newsFields.slug.optional(),
    excerpt: newsFields.excerpt.optional(),
    content: newsFields.content.optional(),
    category: newsFields.category.optional(),
    image_url: newsFields.image_url.optional(),
    featured: newsFields.featured.optional(),
    published_at: newsFields.published_at.optional(),
  },
  bodyMessage,
);

export type NewsCreateInput = z.input<typeof newsCreateSchema>;
export type NewsCreate = z.output<typeof newsCreateSchema>;
export type NewsUpdate = z.output<typeof newsUpdateSchema>;
