import { type Kysely, sql } from "kysely";
import type { ColumnTypes } from "./column-types.ts";

/**
 * Indexes for public lists at ten thousand items: each gives a list its order
 * (newest published first, ties by id) and a page's offset straight from the
 * index, for all news, news of one category (matched case-insensitively),
 * featured news and publications with the featured ones first. The category
 * counts of /news are read from (category, published_at) alone, and staff
 * lists (newest first, drafts by creation date) from their own sort key.
 */
export async function up(db: Kysely<unknown>, _t: ColumnTypes) {
  await db.schema.dropIndex("news_published_at_idx").execute();
  await db.schema.createIndex("news_published_at_id_idx").on("news").columns(["published_at", "id"]).execute();
  await db.schema
    .createIndex("news_category_published_idx")
    .on("news")
    .expression(sql`lower(category), published_at, id`)
    .execute();
  await db.schema
    .createIndex("news_featured_published_idx")
    .on("news")
    .columns(["featured", "published_at", "id"])
    .execute();
  await db.schema.createIndex("news_category_counts_idx").on("news").columns(["category", "published_at"]).execute();
  await db.schema
    .createIndex("news_staff_order_idx")
    .on("news")
    .expression(sql`coalesce(published_at, created_at), id`)
    .execute();
  await db.schema.dropIndex("publications_published_at_idx").execute();
  await db.schema
    .createIndex("publications_published_at_id_idx")
    .on("publications")
    .columns(["published_at", "id"])
    .execute();
  await db.schema
    .createIndex("publications_featured_published_idx")
    .on("publications")
    .columns(["featured", "published_at", "id"])
    .execute();
}
