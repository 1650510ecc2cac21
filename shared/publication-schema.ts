import { z } from "zod";
import { featuredFlag, publishedAt, requiredLink, requiredTitle, textOr, textOrNull } from "./schema-fields.ts";

const pages = z.preprocess((value) => {
  if (value === "" || value === null) return null;
  if (typeof value === "string" && /^\s*\d+\s*$/.test(value)) return Number(value);
  return value;
}, z
  .number({ message: "Pages must be a whole number" })
  .int("Pages must be a whole number")
  .min(1, "Pages must be at least 1")
  .max(100_000, "Pages must be at most 100000")
  .nullable());

/** Each field's rule, shared by create, update and the Kiswahili version (shared/translation-schema.ts). */
export const publicationFields = {
  title: requiredTitle,
  type: textOr("Type", 60, "Report"),
  description: textOr("Description", 2000, ""),
  pdf_url: requiredLink("PDF URL"),
  featured: featuredFlag,
  published_at: publishedAt,
  pages,
  size: textOrNull("Size", 20),
  read_time: textOrNull("Read time", 20),
};

const bodyMessage = { message: "The request body must be a JSON object" };

/** POST /api/publications: title and pdf_url are required. */
export const publicationCreateSchema = z.object(
  {
    title: publicationFields.title,
    pdf_url: publicationFields.pdf_url,
    type: publicationFields.type.optional().default("Report"),
    description: publicationFields.description.optional().default(""),
    featured: publicationFields.featured.optional().default(false),
    published_at: publicationFields.published_at.optional().default(null),
    pages: publicationFields.pages.optional().default(null),
    size: publicationFields.size.optional().default(null),
    read_time: publicationFields.read_time.optional().default(null),
  },
  bodyMessage,
);

/** PUT /api/publications/{id}: every field optional; absent fields keep their value. */
export const publicationUpdateSchema = z.object(
  {
    title: publicationFields.title.optional(),
    pdf_url: publicationFields.pdf_url.optional(),
    type: publicationFields.type.optional(),
    description: publicationFields.description.optional(),
    featured: publicationFields.featured.optional(),
    published_at: publicationFields.published_at.optional(),
    pages: publicationFields.pages.optional(),
    size: publicationFields.size.optional(),
    read_time: publicationFields.read_time.optional(),
  },
  bodyMessage,
);

export type PublicationCreateInput = z.input<typeof publicationCreateSchema>;
export type PublicationCreate = z.output<typeof publicationCreateSchema>;
export type PublicationUpdate = z.output<typeof publicationUpdateSchema>;
