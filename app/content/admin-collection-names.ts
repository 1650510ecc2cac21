import type { CollectionName } from "../../shared/collections/index.ts";

/**
 * The collections' names on the admin's screens (the screen's title, "New …").
 * In English they are the definitions' own (shared/collections), so none is
 * written here; the Kiswahili twin names every collection.
 */
export type CollectionNames = Partial<Record<CollectionName, { label: string; singular: string }>>;

export const collectionNames: CollectionNames = {};
