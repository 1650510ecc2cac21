import { PUBLIC_VIEWER, type Services } from "../../server/services.ts";
import type { EventKind } from "../../shared/collections/events.ts";
import type { CollectionName, ItemOf } from "../../shared/collections/index.ts";
import type { CollectionQuery } from "../../shared/collections/list-query.ts";

/** A public list as a page shows it: the items, or nothing and `failed` when the database could not be read. */
export type LoadedList<T> = { items: T[]; failed: boolean };

/** The public loader of every collection: what visitors may see, in the collection's order (at most 100). */
export async function loadCollection<N extends CollectionName>(
  services: Services,
  name: N,
  options: CollectionQuery = {},
): Promise<LoadedList<ItemOf<N>>> {
  try {
    const page = await services.collections.list(name, PUBLIC_VIEWER, { limit: 100, ...options });
    return { items: page.items as ItemOf<N>[], failed: false };
  } catch (error) {
    services.logger.error({ err: error, collection: name }, "collection list failed to load");
    return { items: [], failed: true };
  }
}

/** One published item by id, or null (unknown, draft, or the database could not be read). */
export async function loadItem<N extends CollectionName>(
  services: Services,
  name: N,
  id: string | undefined,
): Promise<ItemOf<N> | null> {
  const number = /^\d{1,15}$/.test(id ?? "") ? Number(id) : 0;
  if (!number) return null;
  return (await services.collections.getById(name, PUBLIC_VIEWER, number)) as ItemOf<N> | null;
}

/** How many past events a page lists under its upcoming ones. */
export const PAST_EVENTS_SHOWN = 6;

/** A page's upcoming events of a kind (soonest first) and its latest past ones. */
export async function loadEvents(services: Services, kind: EventKind) {
  const [upcoming, past] = await Promise.all([
    loadCollection(services, "events", { kind, upcoming: true }),
    loadCollection(services, "events", { kind, upcoming: false, limit: PAST_EVENTS_SHOWN }),
  ]);
  return { upcoming, past };
}
