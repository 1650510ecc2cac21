import { ApiError } from "../../../lib/api-client.ts";

/**
 * Edit conflicts (docs/product.md, "Revisions and edit conflicts"): a save sends the `version` its editor opened;
 * when someone saved since, the API refuses it with 409 and the item as it now
 * is (`current`). Nothing typed is lost: the editor keeps its draft and offers
 * keep mine, take theirs or copy mine.
 */
export type CurrentItem = Record<string, unknown> & { id: number; version?: number; published_at?: string | null };

/** The item someone else saved, when `error` is a 409 that carries it; else null. */
export function conflictOf(error: unknown): CurrentItem | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const current = error.body.current;
  return current !== null && typeof current === "object" && !Array.isArray(current) ? (current as CurrentItem) : null;
}

/** The payload with the version its editor opened, when it knows one. */
export function withVersion<Input>(input: Input, version: number | undefined): Input {
  return version === undefined ? input : ({ ...input, version } as Input);
}
