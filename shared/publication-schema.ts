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

const fields = {
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
    title: fields.title,
    pdf_url: fields.pdf_url,
    type: fields.type.optional().default("Report"),
    description: fields.description.optional().default(""),
    featured: fields.featured.optional().default(false),
    published_at: fields.published_at.optional().default(null),
    pages: fields.pages.optional().default(null),
    size: fields.size.optional().default(null),
    read_time: fields.read_time.optional().default(null),
  },
  bodyMessage,
);

/** PUT /api/publications/{id}: every field optional; absent fields keep their value. */
export const publicationUpdateSchema = z.object(
  {
    title: fields.title.optional(),
    pdf_url: fields.pdf_url.optional(),
    type: fields.type.optional(),
    description: fields.description.optional(),
    featured: fields.featured.optional(),
    published_at: fields.published_at.optional(),
    pages: fields.pages.optional(),
    size: fields.size.optional(),
    read_time: fields.read_time.optional(),
  },
  bodyMessage,
);

export type PublicationCreateInput = z.input<typeof publicationCreateSchema>;
export type PublicationCreate = z.output<typeof publicationCreateSchema>;
export type PublicationUpdate = z.output<typeof publicationUpdateSchema>;
