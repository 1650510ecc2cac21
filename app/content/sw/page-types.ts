/**
 * Kiswahili twin of ../page-types.ts. That module holds only the types the copy
 * modules share, no words, so its twin passes them on as they are.
 */
export type * from "../page-types.ts";
