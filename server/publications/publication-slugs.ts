import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { baseSlug, firstFreeSlug } from "../slugs/unique-slug.ts";

/** The title's slug (the /publications?doc= value), with -2, -3… on a clash. */
export async function freePublicationSlug(db: Kysely<Database>, title: string, ownId?: number): Promise<string> {
  const base = baseSlug(title, "publication");
  const rows = await db
    .selectFrom("publications")
    .select(["slug", "id"])
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
    .execute();
  return firstFreeSlug(base, new Set(rows.filter((r) => Number(r.id) !== ownId).map((r) => r.slug)));
}
