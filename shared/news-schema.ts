import type { z } from "zod";
import { NEWS_CONTENT_MAX, news } from "./collections/news.ts";
import { createSchema, fieldRules, updateSchema } from "./collections/stored.ts";

export { NEWS_CONTENT_MAX };

/** Each field's rule, shared by create, update and the Kiswahili version (shared/translation-schema.ts). */
export const newsFields = fieldRules(news);

/** POST /api/news: only the title is required. */
export const newsCreateSchema = createSchema(news);

/** PUT /api/news/{id}: every field optional; absent fields keep their value. */
export const newsUpdateSchema = updateSchema(news);

export type NewsCreateInput = z.input<typeof newsCreateSchema>;
export type NewsCreate = z.output<typeof newsCreateSchema>;
export type NewsUpdate = z.output<typeof newsUpdateSchema>;
