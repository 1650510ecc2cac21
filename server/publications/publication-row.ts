import type { Selectable } from "kysely";
import { EM_DASH } from "../../shared/format-size.ts";
import type { Publication } from "../../shared/publications.ts";
import type { PublicationsTable } from "../db/schema.ts";
import { toBool, toIso } from "../db/values.ts";

export const PUBLICATION_COLUMNS = [
  "id",
  "title",
  "slug",
  "type",
  "description",
  "pdf_url",
  "featured",
  "published_at",
  "pages",
  "size",
  "read_time",
  "created_at",
  "updated_at",
  "version",
] as const;

/** A publication row as the service reads it. */
export type PublicationRow = Pick<Selectable<PublicationsTable>, (typeof PUBLICATION_COLUMNS)[number]>;

export function toPublication(row: PublicationRow): Publication {
  return {
    id: Number(row.id),
    title: row.title,
    slug: row.slug,
    type: row.type,
    description: row.description,
    pdf_url: row.pdf_url,
    featured: toBool(row.featured),
    published_at: toIso(row.published_at),
    pages: row.pages === null ? null : Number(row.pages),
    size: row.size ?? EM_DASH,
    read_time: row.read_time ?? EM_DASH,
    created_at: toIso(row.created_at) ?? "",
    updated_at: toIso(row.updated_at) ?? "",
  };
}
