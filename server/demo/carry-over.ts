import { type CollectionName, collectionDefinition, isCollectionName } from "../../shared/collections/index.ts";
import type { Services } from "../services.ts";
import { DEMO_MEDIA } from "./collections/demo-media.ts";
import { DEMO_PRODUCTS } from "./collections/demo-products.ts";
import type { SeedItem } from "./collections/seed-item.ts";
import { addDemoItem } from "./seed-collections.ts";

/**
 * Lists that were part of the pages' code before staff could keep them in the
 * admin. A site that was already running when such a list became a collection
 * had these items on its pages, so they are carried into its database once and
 * the pages keep showing them; a new site gets them as demo content instead.
 * The migration that introduces a collection adds the job (only on a database
 * that already holds content), so it runs once, on one instance, with retries.
 */
export const CARRY_OVER_JOB = "collections.carry-over";

const FORMER_PAGE_LISTS: Partial<Record<CollectionName, readonly SeedItem[]>> = {
  media: DEMO_MEDIA,
  products: DEMO_PRODUCTS,
};

function namesIn(payload: unknown): CollectionName[] {
  const names = (payload as { collections?: unknown } | null)?.collections;
  if (!Array.isArray(names)) throw new Error("carry-over job without a list of collections");
  return names.map((name) => {
    if (typeof name !== "string" || !isCollectionName(name) || !FORMER_PAGE_LISTS[name]) {
      throw new Error(`no former page list to carry over for ${String(name)}`);
    }
    return name;
  });
}

/**
 * Adds each named collection's former page list, item by item, leaving out any
 * item already stored under the same title: a run cut short by a fault adds
 * only what is missing when the job is retried.
 */
export async function carryOverPageLists(services: Services, payload: unknown): Promise<Record<string, number>> {
  const added: Record<string, number> = {};
  for (const name of namesIn(payload)) {
    const definition = collectionDefinition(name);
    const stored = await services.db.db
      .selectFrom("collection_items")
      .select("title")
      .where("collection", "=", name)
      .execute();
    const titles = new Set(stored.map((row) => row.title));
    added[name] = 0;
    for (const item of FORMER_PAGE_LISTS[name] ?? []) {
      if (titles.has(String(item[definition.titleField]))) continue;
      await addDemoItem(services, name, item);
      added[name]++;
    }
  }
  services.logger.info(added, "carried the former page lists into the database");
  return added;
}
