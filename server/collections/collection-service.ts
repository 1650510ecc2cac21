import { type Kysely, sql } from "kysely";
import type { CollectionItem } from "../../shared/collections/define.ts";
import { itemSchema } from "../../shared/collections/define.ts";
import { type CollectionName, collectionDefinition } from "../../shared/collections/index.ts";
import type { CollectionQuery } from "../../shared/collections/list-query.ts";
import { requirePermission } from "../auth/permissions.ts";
import type { Database } from "../db/schema.ts";
import { badRequest, invariant, notFound } from "../http/errors.ts";
import { validate } from "../http/validate.ts";
import { pageBounds } from "../publishing/visibility.ts";
import { indexCollectionItem, removeDocuments } from "../search/search-documents.ts";
import type { SearchMatch } from "../search/search-service.ts";
import type { Page, Viewer } from "../services.ts";
import { filtered, ordered, visibleItems } from "./collection-query.ts";
import { fileSize } from "./file-size.ts";
import { ITEM_COLUMNS, rowColumns, toItem } from "./item-row.ts";

export interface CollectionService {
  list(name: CollectionName, viewer: Viewer, options?: CollectionQuery): Promise<Page<CollectionItem>>;
  /**
   * How many items the viewer may see, in all and by kind, in one query (the same
   * rules as `list`). Items without a kind count only in the total.
   */
  countByKind(name: CollectionName, viewer: Viewer): Promise<KindCounts>;
  getById(name: CollectionName, viewer: Viewer, id: number): Promise<CollectionItem | null>;
  create(name: CollectionName, input: unknown, viewer: Viewer): Promise<CollectionItem>;
  update(name: CollectionName, id: number, input: unknown, viewer: Viewer): Promise<CollectionItem>;
  remove(name: CollectionName, id: number, viewer: Viewer): Promise<void>;
  /** Swaps an item with its neighbour in the collection's order (collections ordered by hand). */
  move(name: CollectionName, id: number, direction: "up" | "down", viewer: Viewer): Promise<CollectionItem>;
  /** Counts one download of a published resource (atomically) and answers it; null when there is none. */
  countDownload(id: number): Promise<CollectionItem | null>;
}

export type KindCounts = { total: number; kinds: Record<string, number> };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const validId = (id: number) => Number.isSafeInteger(id) && id >= 1;

/** The one service behind every collection: what differs comes from its definition. */
export function createCollectionService(db: Kysely<Database>, now: () => Date, match: SearchMatch): CollectionService {
  const notFoundFor = (name: CollectionName) => notFound(`${collectionDefinition(name).singular} not found`);

  async function byId(name: CollectionName, viewer: Viewer, id: number) {
    if (!validId(id)) return null;
    const definition = collectionDefinition(name);
    const row = await visibleItems(db, definition, viewer, now())
      .select(ITEM_COLUMNS)
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? toItem(definition, row) : null;
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

    async create(name, input, viewer) {
      requirePermission(viewer, "content");
      const { definition, fields, publishedAt } = await prepare(name, input);
      const at = now();
      const row = await db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom("collection_items")
          .select((eb) => eb.fn.max("position").as("position"))
          .where("collection", "=", name)
          .executeTakeFirst();
        const created = await trx
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
          .returning([...ITEM_COLUMNS, "ends_at"])
          .executeTakeFirstOrThrow();
        await indexCollectionItem(trx, definition, created, fields);
        return created;
      });
      return toItem(definition, row);
    },

    async update(name, id, input, viewer) {
      requirePermission(viewer, "content");
      if (!isObject(input))
        throw badRequest("The request body must be a JSON object", { body: "The request body must be a JSON object" });
      const existing = await byId(name, viewer, id);
      invariant(existing, notFoundFor(name));
      const { definition, fields, publishedAt } = await prepare(name, { ...existing, ...input });
      const row = await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable("collection_items")
          .set({
            ...rowColumns(definition, fields),
            published_at: publishedAt,
            data: JSON.stringify(fields),
            updated_at: now(),
          })
          .where("id", "=", id)
          .where("collection", "=", name)
          .returning([...ITEM_COLUMNS, "ends_at"])
          .executeTakeFirst();
        if (updated) await indexCollectionItem(trx, definition, updated, fields);
        return updated;
      });
      invariant(row, notFoundFor(name));
      return toItem(definition, row);
    },

    async remove(name, id, viewer) {
      requirePermission(viewer, "content");
      if (!validId(id)) throw notFoundFor(name);
      await db.transaction().execute(async (trx) => {
        const result = await trx
          .deleteFrom("collection_items")
          .where("id", "=", id)
          .where("collection", "=", name)
          .executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) throw notFoundFor(name);
        await removeDocuments(trx, name, id);
      });
    },

    async move(name, id, direction, viewer) {
      requirePermission(viewer, "content");
      const definition = collectionDefinition(name);
      if (definition.order !== "position") throw badRequest(`${definition.label} are ordered by date, not by hand.`);
      if (!validId(id)) throw notFoundFor(name);
      return db.transaction().execute(async (trx) => {
        const item = await trx
          .selectFrom("collection_items")
          .select(["id", "position"])
          .where("id", "=", id)
          .where("collection", "=", name)
          .executeTakeFirst();
        invariant(item, notFoundFor(name));
        const up = direction === "up";
        const neighbour = await trx
          .selectFrom("collection_items")
          .select(["id", "position"])
          .where("collection", "=", name)
          .where((eb) =>
            eb.or([
              eb("position", up ? "<" : ">", item.position),
              eb.and([eb("position", "=", item.position), eb("id", up ? "<" : ">", item.id)]),
            ]),
          )
          .orderBy("position", up ? "desc" : "asc")
          .orderBy("id", up ? "desc" : "asc")
          .limit(1)
          .executeTakeFirst();
        if (neighbour) {
          // Equal positions (never made here, but possible in old data) are separated by the swap.
          const mine = neighbour.position === item.position ? item.position + (up ? -1 : 1) : neighbour.position;
          await trx
            .updateTable("collection_items")
            .set({ position: item.position })
            .where("id", "=", neighbour.id)
            .execute();
          await trx.updateTable("collection_items").set({ position: mine }).where("id", "=", item.id).execute();
        }
        const row = await trx
          .selectFrom("collection_items")
          .select(ITEM_COLUMNS)
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        return toItem(definition, row);
      });
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
