import type { Kysely } from "kysely";
import type { StoredHook } from "../../shared/collections/define.ts";
import { slugify } from "../../shared/slug.ts";
import type { Database } from "../db/schema.ts";
import { baseSlug, firstFreeSlug } from "./unique-slug.ts";

/**
 * Slugs of the kinds kept in their own tables (news, publications; decision
 * 0074), by their definition's storage hook: where a kind keeps old slugs
 * (`slugHistory`), old links keep pointing where they did.
 */

/**
 * A free slug for `text` in the hook's table: neither another item's current
 * slug nor, where old slugs are kept, one of another item's old slugs; -2, -3… on a clash.
 */
export async function freeSlug(
  db: Kysely<Database>,
  hook: StoredHook,
  text: string,
  fallback: string,
  ownId?: number,
): Promise<string> {
  const base = baseSlug(text, fallback);
  const like = `${base}-%`;
  const current = await db
    .selectFrom(hook.table)
    .select(["slug", "id"])
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", like)]))
    .execute();
  const old = hook.slugHistory
    ? await db
        .selectFrom("news_slug_history")
        .select(["slug", "news_id as id"])
        .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", like)]))
        .execute()
    : [];
  const taken = new Set([...current, ...old].filter((r) => Number(r.id) !== ownId).map((r) => r.slug));
  return firstFreeSlug(base, taken);
}

/** Remembers `oldSlug` for news item `id`, and frees `newSlug` from its own history. */
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

/**
 * The slugs an address may mean: as given (lowercased), and put through the slug
 * rule ("Town Hall: Isinya" finds town-hall-isinya). None for an empty or overlong one.
 */
export function slugCandidates(slug: string): string[] {
  const wanted = slug.trim().toLowerCase();
  if (wanted === "" || wanted.length > 300) return [];
  return [...new Set([wanted, slugify(wanted)])].filter(Boolean);
}
