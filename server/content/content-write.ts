import type { Kysely, Transaction } from "kysely";
import type { ContentKind } from "../../shared/translation-schema.ts";
import { retryOnUniqueViolation } from "../db/errors.ts";
import type { Database } from "../db/schema.ts";
import type { HttpError } from "../http/errors.ts";

/**
 * The one write path of content: every create, update, move, translation and
 * delete of news, publications, collection items and page copy runs here, in one
 * transaction that ends with one "content changed" event. What hangs on the
 * event (the item's search documents, its Kiswahili versions when it is gone)
 * is handed in by the wiring (server/services.ts), so the writers reach no other
 * subject. Once the transaction committed, the change is announced to whoever
 * listens (the page cache, server/app.ts).
 */
export type ContentAction = "create" | "update" | "move" | "translate" | "delete";

/** What changed: an item of a kind, or a page's copy (`pages`: `id` is its row in page_copy, server/pages/). */
export type ContentChange = { kind: ContentKind | "pages"; id: number; action: ContentAction };

/**
 * Who saved (a staff account's id; null: the system) and, when the save says more
 * than its fields (a restore), the line its revision keeps instead of the fields changed.
 */
export type ChangeContext = { actor?: number | null; note?: string };

/** Runs in the write's transaction, after the row was written: a failure undoes the write. */
export type ContentChanged = (trx: Transaction<Database>, change: ContentChange & ChangeContext) => Promise<void>;

/** Told of a change once it is committed (never of one undone). */
export type ContentListener = (change: ContentChange) => void;

/** What one write did: the item's id for the event, and what the writer answers. */
export type Written<T> = { id: number; value: T };

export type ContentWrite = <T>(
  change: { kind: ContentChange["kind"]; action: ContentAction } & ChangeContext,
  write: (trx: Transaction<Database>) => Promise<Written<T> | undefined>,
  /** Thrown (and the transaction undone) when `write` found no such item. */
  missing: HttpError,
) => Promise<T>;

/**
 * The write function every kind uses. A write that loses a race for a unique
 * value (a slug, a position) is tried again from the start, as a whole.
 */
export function contentWriter(
  db: Kysely<Database>,
  changed: ContentChanged,
  committed: ContentListener = () => {},
): ContentWrite {
  return async (change, write, missing) => {
    let id = 0;
    const value = await retryOnUniqueViolation(() =>
      db.transaction().execute(async (trx) => {
        const written = await write(trx);
        if (!written) throw missing;
        id = written.id;
        await changed(trx, { ...change, id });
        return written.value;
      }),
    );
    committed({ kind: change.kind, action: change.action, id });
    return value;
  };
}
