import { type Kysely, sql } from "kysely";
import type { CollectionDefinition, CollectionItem } from "../../shared/collections/define.ts";
import { itemSchema } from "../../shared/collections/define.ts";
import { type CollectionName, collectionDefinition } from "../../shared/collections/index.ts";
import type { CollectionQuery } from "../../shared/collections/list-query.ts";
import type { MoveTarget } from "../../shared/collections/move-target.ts";
import { requirePermission } from "../auth/permissions.ts";
import type { Viewer } from "../auth/viewer.ts";
import type { ContentWrite } from "../content/content-write.ts";
import { checkVersion, editStateOf, sentVersion, writtenOrStale } from "../content/edit-version.ts";
import type { Dialect } from "../db/connection.ts";
import type { Page } from "../db/paging.ts";
import type { Database } from "../db/schema.ts";
import { badRequest, invariant, notFound } from "../http/errors.ts";
import { validate } from "../http/validate.ts";
import { pageBounds } from "../publishing/visibility.ts";
import type { SearchMatch } from "../search/search-service.ts";
import { type Placement, placeItem } from "./collection-order.ts";
import { filtered, ordered, visibleItems } from "./collection-query.ts";
import { fileSize } from "./file-size.ts";
import { ITEM_COLUMNS, type ItemRow, rowColumns, toItem as rowToItem } from "./item-row.ts";

export interface CollectionService {
  list(name: CollectionName, viewer: Viewer, options?: CollectionQuery): Promise<Page<CollectionItem>>;
  /**
   * How many items the viewer may see, in all and by kind, in one query (the same
   * rules as `list`). Items without a kind count only in the total.
   */
  countByKind(name: CollectionName, viewer: Viewer): Promise<KindCounts>;
  getById(name: CollectionName, viewer: Viewer, id: number): Promise<CollectionItem | null>;
  /** By id, drafts too, read through `trx` (a save in progress: its revision's snapshot). */
  getByIdIn(name: CollectionName, trx: Kysely<Database>, id: number): Promise<CollectionItem | null>;
  create(name: CollectionName, input: unknown, viewer: Viewer): Promise<CollectionItem>;
  /** A save that sends `version` is refused (409) when someone saved since; `note` is a restore's line for its revision. */
  update(name: CollectionName, id: number, input: unknown, viewer: Viewer, note?: string): Promise<CollectionItem>;
  remove(name: CollectionName, id: number, viewer: Viewer): Promise<void>;
  /**
   * Moves an item one step, to a position or to the top or bottom of the collection's
   * order (collections ordered by hand), in one transaction; answers where it went.
   */
  move(name: CollectionName, id: number, target: MoveTarget, viewer: Viewer): Promise<MovedItem>;
  /** Counts one download of a published resource (atomically) and answers it; null when there is none. */
  countDownload(id: number): Promise<CollectionItem | null>;
}

export type MovedItem = { item: CollectionItem; placement: Placement };

export type KindCounts = { total: number; kinds: Record<string, number> };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const validId = (id: number) => Number.isSafeInteger(id) && id >= 1;

const notByHand = (label: string) => `${label} are ordered by date, not by hand.`;

/** `"to": "top"` in a new item's body adds it first instead of last; any other `to` is refused. */
function addAtTop(input: unknown): boolean {
  if (!isObject(input) || input.to === undefined) return false;
  if (input.to === "top" || input.to === "bottom") return input.to === "top";
  throw badRequest("to must be top or bottom", { to: "to must be top or bottom" });
}

/** The one service behind every collection: what differs comes from its definition. */
export function createCollectionService(
  db: Kysely<Database>,
  dialect: Dialect,
  now: () => Date,
  match: SearchMatch,
  write: ContentWrite,
): CollectionService {
  const notFoundFor = (name: CollectionName) => notFound(`${collectionDefinition(name).singular} not found`);
  // Every answer carries its version and whether it is scheduled (server/content/edit-version.ts).
  const toItem = (definition: CollectionDefinition, row: ItemRow): CollectionItem => ({
    ...rowToItem(definition, row),
    ...editStateOf(row, now()),
  });

  async function byId(name: CollectionName, viewer: Viewer, id: number) {
    if (!validId(id)) return null;
    const definition = collectionDefinition(name);
    const row = await visibleItems(db, definition, viewer, now())
      .select(ITEM_COLUMNS)
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? toItem(definition, row) : null;
  }

  /** By id, drafts too, through `trx` (a save in progress). */
  async function byIdIn(name: CollectionName, trx: Kysely<Database>, id: number) {
    const row = await trx
      .selectFrom("collection_items")
      .select(ITEM_COLUMNS)
      .where("id", "=", id)
      .where("collection", "=", name)
      .executeTakeFirst();
    return row ? toItem(collectionDefinition(name), row) : null;
  }

  /** Validates input against the definition and fills in the derived fields (a file's size). */
  async function prepare(name: CollectionName, input: unknown) {
    const definition = collectionDefinition(name);
    const data = validate(itemSchema(definition), input) as Record<string, unknown>;
    const { published_at: publishedAt, ...fields } = data;
    if (definition.file) {
      fields[definition.file.sizeField] = await fileSize(db, String(fields[definition.file.field] ?? ""));
    }
    return { definition, fields, publishedAt: (publishedAt as string | null) ?? null };
  }

  return {
    async list(name, viewer, options = {}) {
      const definition = collectionDefinition(name);
      const { limit, offset } = pageBounds(options);
      const at = now();
      let query = filtered(visibleItems(db, definition, viewer, at), definition, viewer, options, at);
      const matching = options.q ? match(name, options.q) : null;
      if (matching) query = query.where(sql<boolean>`id in ${matching}`);
      const [rows, count] = await Promise.all([
        ordered(query.select(ITEM_COLUMNS), definition, options).limit(limit).offset(offset).execute(),
        query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map((row) => toItem(definition, row)), total: Number(count.total) };
    },

    async countByKind(name, viewer) {
      const definition = collectionDefinition(name);
      const at = now();
      const rows = await filtered(visibleItems(db, definition, viewer, at), definition, viewer, {}, at)
        .select(["kind", (eb) => eb.fn.countAll<number>().as("count")])
        .groupBy("kind")
        .execute();
      const kinds: Record<string, number> = {};
      let total = 0;
      for (const row of rows) {
        total += Number(row.count);
        if (row.kind) kinds[row.kind] = Number(row.count);
      }
      return { total, kinds };
    },

    getById: byId,

    getByIdIn: byIdIn,

    async create(name, input, viewer) {
      requirePermission(viewer, "content");
      const atTop = addAtTop(input);
      const { definition, fields, publishedAt } = await prepare(name, input);
      if (atTop && definition.order !== "position") throw badRequest(notByHand(definition.label));
      const at = now();
      const row = await write(
        { kind: name, action: "create", actor: viewer.userId ?? null },
        async (trx) => {
          const last = await trx
            .selectFrom("collection_items")
            .select((eb) => eb.fn.max("position").as("position"))
            .where("collection", "=", name)
            .executeTakeFirst();
          const row = await trx
            .insertInto("collection_items")
            .values({
              collection: name,
              ...rowColumns(definition, fields),
              position: Number(last?.position ?? 0) + 1,
              published_at: publishedAt,
              data: JSON.stringify(fields),
              created_at: at,
              updated_at: at,
            })
            .returning(ITEM_COLUMNS)
            .executeTakeFirstOrThrow();
          const id = Number(row.id);
          if (!atTop) return { id, value: row };
          await placeItem(trx, dialect, name, id, { to: "top" });
          const placed = await trx
            .selectFrom("collection_items")
            .select(ITEM_COLUMNS)
            .where("id", "=", row.id)
            .executeTakeFirstOrThrow();
          return { id, value: placed };
        },
        notFoundFor(name),
      );
      return toItem(definition, row);
    },

    async update(name, id, input, viewer, note) {
      requirePermission(viewer, "content");
      if (!isObject(input))
        throw badRequest("The request body must be a JSON object", { body: "The request body must be a JSON object" });
      const sent = sentVersion(input);
      const existing = await byId(name, viewer, id);
      invariant(existing, notFoundFor(name));
      await checkVersion(sent, existing.version ?? 1, () => existing);
      const { definition, fields, publishedAt } = await prepare(name, { ...existing, ...input });
      const row = await write(
        { kind: name, action: "update", actor: viewer.userId ?? null, ...(note && { note }) },
        async (trx) => {
          const updated = await trx
            .updateTable("collection_items")
            .set({
              ...rowColumns(definition, fields),
              published_at: publishedAt,
              data: JSON.stringify(fields),
              updated_at: now(),
              version: (eb) => eb("version", "+", 1),
            })
            .where("id", "=", id)
            .where("collection", "=", name)
            .$if(sent !== undefined, (q) => q.where("version", "=", sent!))
            .returning(ITEM_COLUMNS)
            .executeTakeFirst();
          const written = await writtenOrStale(updated, sent, () => byIdIn(name, trx, id));
          return written && { id, value: written };
        },
        notFoundFor(name),
      );
      return toItem(definition, row);
    },

    async remove(name, id, viewer) {
      requirePermission(viewer, "content");
      if (!validId(id)) throw notFoundFor(name);
      await write(
        { kind: name, action: "delete" },
        async (trx) => {
          const result = await trx
            .deleteFrom("collection_items")
            .where("id", "=", id)
            .where("collection", "=", name)
            .executeTakeFirst();
          return Number(result.numDeletedRows) === 0 ? undefined : { id, value: undefined };
        },
        notFoundFor(name),
      );
    },

    async move(name, id, target, viewer) {
      requirePermission(viewer, "content");
      const definition = collectionDefinition(name);
      if (definition.order !== "position") throw badRequest(notByHand(definition.label));
      if (!validId(id)) throw notFoundFor(name);
      return write(
        { kind: name, action: "move" },
        async (trx) => {
          const placement = await placeItem(trx, dialect, name, id, target);
          if (!placement) return undefined;
          const row = await trx
            .selectFrom("collection_items")
            .select(ITEM_COLUMNS)
            .where("id", "=", id)
            .executeTakeFirstOrThrow();
          return { id, value: { item: toItem(definition, row), placement } };
        },
        notFoundFor(name),
      );
    },

    async countDownload(id) {
      if (!validId(id)) return null;
      const definition = collectionDefinition("resources");
      const at = now();
      const row = await db
        .updateTable("collection_items")
        .set((eb) => ({ downloads: eb("downloads", "+", 1) }))
        .where("id", "=", id)
        .where("collection", "=", "resources")
        .where("published_at", "is not", null)
        .where("published_at", "<=", at)
        .returning(ITEM_COLUMNS)
        .executeTakeFirst();
      return row ? toItem(definition, row) : null;
    },
  };
}
