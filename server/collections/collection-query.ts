import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import type { CollectionDefinition } from "../../shared/collections/define.ts";
import type { CollectionQuery } from "../../shared/collections/list-query.ts";
import type { Viewer } from "../auth/viewer.ts";
import type { Database } from "../db/schema.ts";
import { previewedId } from "../publishing/preview-grant.ts";
import { untranslated } from "../publishing/search-and-status.ts";
import { draftAccess } from "../publishing/visibility.ts";

type Query = SelectQueryBuilder<Database, "collection_items", object>;

/**
 * The rows of a collection a viewer may see: those who may edit them (`draftAccess` "all")
 * see everything; everyone else only published items (published_at set and past) and, for
 * the public, where items close, only those still open. Decided at query time, so nothing
 * waits for a job to run.
 */
export function visibleItems(db: Kysely<Database>, definition: CollectionDefinition, viewer: Viewer, now: Date): Query {
  let query = db.selectFrom("collection_items").where("collection", "=", definition.name);
  if (draftAccess(viewer) === "all") return query;
  // A preview link's one item (server/publishing/preview-grant.ts), for the request rendering it.
  const previewed = previewedId(definition.name);
  query = query.where((eb) =>
    eb.or([
      eb.and([eb("published_at", "is not", null), eb("published_at", "<=", now)]),
      ...(previewed === undefined ? [] : [eb("id", "=", previewed)]),
    ]),
  );
  return query;
}

/**
 * Applies ?q (through the site search's engine: `match`), ?status, ?kind,
 * ?featured, ?upcoming, the items a page already shows and the public closing rule.
 */
export function filtered(
  query: Query,
  definition: CollectionDefinition,
  viewer: Viewer,
  options: Omit<CollectionQuery, "q">,
  now: Date,
) {
  let q = query;
  if (!viewer.staff && definition.hideAfterEnd)
    q = q.where((eb) => eb.or([eb("ends_at", "is", null), eb("ends_at", ">", now)]));
  if (options.status === "draft") q = q.where("published_at", "is", null);
  if (options.status === "scheduled") q = q.where("published_at", ">", now);
  if (options.status === "published") q = q.where("published_at", "<=", now);
  if (options.kind !== undefined) q = q.where("kind", "=", options.kind);
  if (options.featured !== undefined) q = q.where("featured", "=", options.featured);
  if (options.excludeIds?.length) q = q.where("id", "not in", options.excludeIds);
  if (options.missing) q = q.where(sql<boolean>`id not in ${untranslated(definition.name, options.missing)}`);
  if (options.upcoming === true) q = q.where("ends_at", ">", now);
  if (options.upcoming === false) q = q.where("ends_at", "<=", now);
  return q;
}

/** The definition's order; past events newest first. Ties broken by id. */
export function ordered<Q extends SelectQueryBuilder<Database, "collection_items", object>>(
  query: Q,
  definition: CollectionDefinition,
  options: CollectionQuery,
): Q {
  if (definition.order === "position") return query.orderBy("position", "asc").orderBy("id", "asc") as Q;
  const descending = definition.order === "starts-desc" || options.upcoming === false;
  const direction = descending ? "desc" : "asc";
  return query
    .orderBy(sql`case when starts_at is null then 1 else 0 end`)
    .orderBy("starts_at", direction)
    .orderBy("id", direction) as Q;
}
