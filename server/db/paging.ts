/** One page of a list, and the total the whole list holds (for numbered pages). */
export type Page<T> = { items: T[]; total: number };
/** Which page of a list to read. */
export type ListOptions = { limit?: number; offset?: number };
