import type { Kysely } from "kysely";
import { can } from "../auth/permissions.ts";
import type { Viewer } from "../auth/viewer.ts";
import type { Dialect } from "../db/connection.ts";
import type { Database } from "../db/schema.ts";
import { forbidden, unauthorized } from "../http/errors.ts";
import { openBooksCsv } from "./books-csv.ts";
import {
  listGifts,
  listSpending,
  listStatements,
  recordGift,
  recordSpending,
  recordStatement,
} from "./books-entries.ts";
import { openBooks, spendingNotes, thankedDonors } from "./books-summary.ts";

export type BooksService = ReturnType<typeof createBooksService>;

export const RECORDING_REFUSAL = "Only the Finance officer or an Administrator can record in the open books.";

/** Finance officers and Administrators record; anyone else is refused (401 visitors, 403 staff). */
function recorder(viewer: Viewer): number {
  if (!viewer.staff || viewer.userId === undefined) throw unauthorized();
  if (!can(viewer, "finance")) throw forbidden(RECORDING_REFUSAL);
  return viewer.userId;
}

/**
 * Open books (docs/product.md, "Open books"): the public figures, their CSV and
 * the thanked donors; the entries the Finance officer records, and their list.
 */
export function createBooksService(deps: { db: Kysely<Database>; dialect: Dialect; now: () => Date }) {
  const { db, dialect, now } = deps;
  return {
    summary: () => openBooks(db, dialect, now()),
    csv: async () => openBooksCsv(await openBooks(db, dialect, now())),
    thanked: () => thankedDonors(db),
    notes: () => spendingNotes(db),
    recordGift: (viewer: Viewer, body: unknown) => recordGift(db, body, recorder(viewer), now()),
    recordSpending: (viewer: Viewer, body: unknown) => recordSpending(db, body, recorder(viewer), now()),
    recordStatement: (viewer: Viewer, body: unknown) => recordStatement(db, body, recorder(viewer), now()),
    /** Every entry, corrections included, for the admin screen. */
    async entries(viewer: Viewer) {
      recorder(viewer);
      const [gifts, spending, statements] = await Promise.all([listGifts(db), listSpending(db), listStatements(db)]);
      return { gifts, spending, statements };
    },
  };
}
