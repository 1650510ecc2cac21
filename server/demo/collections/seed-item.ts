/**
 * A demo item as the collection API takes it (validated by the service like any
 * staff input); an optional `sw` holds its Kiswahili version (server/demo/demo-translation.ts).
 */
export type SeedItem = Record<string, unknown>;
