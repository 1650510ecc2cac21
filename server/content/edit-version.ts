import { type EditState, publishState } from "../../shared/edit-state.ts";
import { badRequest, HttpError } from "../http/errors.ts";

/**
 * Edit conflicts (docs/product.md, "Revisions and edit conflicts"): every item
 * carries `version`, an integer each save adds one to. A save that sends the
 * version it was opened at is refused with 409 when someone saved since, and
 * nothing is written; the answer holds the item as it now is (`current`) so the
 * editor can show what changed. A save without `version` (an older client) is
 * taken as before.
 */
export const STALE_VERSION =
  "Someone else saved this since you opened it. Nothing was saved: compare their version with yours, then save again.";

export const staleVersion = (current: unknown) => new HttpError(409, "conflict", STALE_VERSION, { extra: { current } });

/** The `version` a save sent: undefined when absent; 400 when it is not a whole number of at least 1. */
export function sentVersion(body: unknown): number | undefined {
  if (typeof body !== "object" || body === null || !("version" in body)) return undefined;
  const version = (body as { version: unknown }).version;
  if (version === undefined || version === null) return undefined;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1) {
    throw badRequest("version must be a whole number of at least 1", {
      version: "version must be a whole number of at least 1",
    });
  }
  return version;
}

/** Throws 409 with `current` when a version was sent and it is not the stored one. */
export async function checkVersion(
  sent: number | undefined,
  stored: number,
  current: () => Promise<unknown> | unknown,
): Promise<void> {
  if (sent !== undefined && sent !== stored) throw staleVersion(await current());
}

/** What an answer carries for editing: the stored version, and whether the publication time is still to come. */
export function editStateOf(row: { version?: unknown; published_at: unknown }, now: Date): EditState {
  const publishedAt = row.published_at as string | Date | null;
  return {
    version: Number(row.version ?? 1),
    scheduled: publishState(publishedAt, now) === "scheduled",
  };
}

/**
 * After a save's update, which carried `where version = sent` when a version was
 * sent: the row written; else, when the item is still there, someone saved
 * between the check and the write (409 with the item as it now is, read by
 * `current` in the same transaction); undefined when it is gone (the writer's 404).
 */
export async function writtenOrStale<T>(
  row: T | undefined,
  sent: number | undefined,
  current: () => Promise<unknown>,
): Promise<T | undefined> {
  if (row !== undefined || sent === undefined) return row;
  const now = await current();
  if (now === null || now === undefined) return undefined;
  throw staleVersion(now);
}
