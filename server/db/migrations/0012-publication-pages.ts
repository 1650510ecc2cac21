import type { Kysely } from "kysely";
import type { ColumnTypes } from "./column-types.ts";

/**
 * Each publication's PDF rendered page by page (docs/product.md, "Reading a
 * report page by page"): `publication_renders` holds one render state per
 * publication, `publication_pages` each page's images and text. The start-up
 * check (server/publication-pages/page-renders.ts) enqueues a render for every
 * publication that has none yet, the ones that exist before this migration too.
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes) {
  await db.schema
    .createTable("publication_renders")
    .addColumn("publication_id", "integer", (c) => c.primaryKey().references("publications.id").onDelete("cascade"))
    .addColumn("pdf_url", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("pages_done", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("pages_total", "integer")
    .addColumn("error", "text")
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("publication_pages")
    .addColumn("publication_id", "integer", (c) => c.notNull().references("publications.id").onDelete("cascade"))
    .addColumn("page", "integer", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("image_url", "text", (c) => c.notNull())
    .addColumn("lite_image_url", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("publication_pages_pk", ["publication_id", "page"])
    .execute();
}
