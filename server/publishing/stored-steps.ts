import type { Kysely, SelectQueryBuilder, Transaction } from "kysely";
import type { ChoiceList } from "../../shared/choices.ts";
import type { StoredHook } from "../../shared/collections/define.ts";
import type { Viewer } from "../auth/viewer.ts";
import { keepChoice } from "../choices/choices-service.ts";
import type { ChangeContext, ContentWrite } from "../content/content-write.ts";
import { editStateOf } from "../content/edit-version.ts";
import type { ListOptions, Page } from "../db/paging.ts";
import type { Database } from "../db/schema.ts";
import { notFound } from "../http/errors.ts";
import { slugCandidates } from "../slugs/stored-slugs.ts";
import { newestFirstFor, pageBounds, visibleRows } from "./visibility.ts";

/**
 * The reading and writing steps of the kinds kept in their own tables (news,
 * publications; decision 0074), written once: the rows a viewer may see, one
 * page of them newest first, one by id or by its current slug, and a write in
 * one transaction that keeps the item's list name and search documents in step.
 * Each service adds only what its kind has of its own (filters, permissions,
 * the columns it sets).
 */
export type StoredTable = StoredHook["table"];
type Rows = SelectQueryBuilder<Database, StoredTable, object>;
type Selected<O> = SelectQueryBuilder<Database, StoredTable, O>;

export type StoredReader<O, Item> = {
  /** The rows `viewer` may see, to narrow before `page`. */
  visible(viewer: Viewer): Rows;
  /** One page of `rows`, newest first (after `order`, which may put some first), and the total. */
  page(viewer: Viewer, rows: Rows, options: ListOptions, order?: (q: Selected<O>) => Selected<O>): Promise<Page<Item>>;
  byId(viewer: Viewer, id: number): Promise<Item | null>;
  /** By id, drafts too, read through `trx` (a save's transaction in progress: its revision's snapshot). */
  byIdIn(trx: Kysely<Database>, id: number): Promise<Item | null>;
  /** By the slug it has now (old slugs are the kind's own business). */
  byCurrentSlug(viewer: Viewer, slug: string): Promise<Item | null>;
};

export function storedReader<O, Item>(
  db: Kysely<Database>,
  now: () => Date,
  table: StoredTable,
  select: (rows: Rows) => Selected<O>,
  toItem: (row: O, forStaff: boolean) => Item,
): StoredReader<O, Item> {
  const visible = (viewer: Viewer): Rows => visibleRows(db, table, viewer, now());
  // Every answer carries its version and whether it is scheduled (server/content/edit-version.ts).
  const shape = (row: O, staff: boolean): Item => ({
    ...toItem(row, staff),
    ...editStateOf(row as { version?: unknown; published_at: unknown }, now()),
  });
  const first = async (viewer: Viewer, rows: Selected<O>) => {
    const row = await rows.executeTakeFirst();
    return row ? shape(row as O, viewer.staff) : null;
  };
  return {
    visible,
    async page(viewer, rows, options, order = (q) => q) {
      const { limit, offset } = pageBounds(options);
      const [items, count] = await Promise.all([
        order(select(rows))
          .orderBy(newestFirstFor(viewer), "desc")
          .orderBy("id", "desc")
          .limit(limit)
          .offset(offset)
          .execute(),
        rows.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
      ]);
      return { items: items.map((row) => shape(row as O, viewer.staff)), total: Number(count.total) };
    },
    async byId(viewer, id) {
      if (!Number.isSafeInteger(id) || id < 1) return null;
      return first(viewer, select(visible(viewer).where("id", "=", id)));
    },
    async byIdIn(trx, id) {
      const row = await select(trx.selectFrom(table as StoredTable).where("id", "=", id)).executeTakeFirst();
      return row ? shape(row as O, true) : null;
    },
    async byCurrentSlug(viewer, slug) {
      const candidates = slugCandidates(slug);
      if (candidates.length === 0) return null;
      return first(viewer, select(visible(viewer).where("slug", "in", candidates)));
    },
  };
}

/**
 * Writes an item through the one write path (server/content/content-write.ts):
 * `write` inserts or updates the row (undefined: it is gone, 404 with `missing`),
 * then the name in `choice` joins its list, in the same transaction.
 */
export async function writeStored<Row extends { id: unknown }>(
  write: ContentWrite,
  steps: {
    kind: StoredTable;
    action: "create" | "update";
    /** who saved, and a restore's line for its revision */
    context?: ChangeContext;
    write: (trx: Transaction<Database>) => Promise<Row | undefined>;
    missing: string;
    choice: { list: ChoiceList; name: string | undefined; at: Date };
  },
): Promise<Row> {
  return write(
    { kind: steps.kind, action: steps.action, ...steps.context },
    async (trx) => {
      const row = await steps.write(trx);
      if (!row) return undefined;
      await keepChoice(trx, steps.choice.list, steps.choice.name, steps.choice.at);
      return { id: Number(row.id), value: row };
    },
    notFound(steps.missing),
  );
}
