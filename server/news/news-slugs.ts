import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { baseSlug, firstFreeSlug } from "../slugs/unique-slug.ts";

/**
 * A free slug for a news item: neither another item's current slug nor one of
 * another item's old slugs (so old links keep pointing where they did).
 */
export async function freeNewsSlug(db: Kysely<Database>, text: string, ownId?: number): Promise<string> {
  const base = baseSlug(text, "news");
  const like = `${base}-%`;
  const current = await db
    .selectFrom("news")
    .select(["slug", "id"])
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", like)]))
    .execute();
  const old = await db
    .selectFrom("news_slug_history")
    .select(["slug", "news_id as id"])
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", like)]))
    .execute();
  const taken = new Set([...current, ...old].filter((r) => Number(r.id) !== ownId).map((r) => r.slug));
  return firstFreeSlug(base, taken);
}

/** Remembers `oldSlug` for item `id`, and frees `newSlug` from its own history. */
export async function recordSlugChange(
  db: Kysely<Database>,
  id: number,
  oldSlug: string,
  newSlug: string,
  now: Date,
): Promise<void> {
  await db.deleteFrom("news_slug_history").where("slug", "=", newSlug).where("news_id", "=", id).execute();
  await db
    .insertInto("news_slug_history")
    .values({ slug: oldSlug, news_id: id, created_at: now })
    .onConflict((oc) => oc.column("slug").doUpdateSet({ news_id: id, created_at: now }))
    .execute();
}
