/** A demo item as the collection API takes it (validated by the service like any staff input). */
export type SeedItem = Record<string, unknown>;
