import type { z } from "zod";
import { publications } from "./collections/publications.ts";
import { createSchema, fieldRules, updateSchema } from "./collections/stored.ts";

/** Each field's rule, shared by create, update and the Kiswahili version (shared/translation-schema.ts). */
export const publicationFields = fieldRules(publications);

/** POST /api/publications: title and pdf_url are required. */
export const publicationCreateSchema = createSchema(publications);

/** PUT /api/publications/{id}: every field optional; absent fields keep their value. */
export const publicationUpdateSchema = updateSchema(publications);

export type PublicationCreateInput = z.input<typeof publicationCreateSchema>;
export type PublicationCreate = z.output<typeof publicationCreateSchema>;
export type PublicationUpdate = z.output<typeof publicationUpdateSchema>;
