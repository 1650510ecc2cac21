import { createHash } from "node:crypto";
import type { Kysely, SelectQueryBuilder } from "kysely";
import type { StoredHook } from "../../shared/collections/define.ts";
import { collectionDefinition, isCollectionName } from "../../shared/collections/index.ts";
import { CONTENT_KINDS, type ContentKind, isContentKind, kindDefinition } from "../../shared/collections/kinds.ts";
import { PUBLICATIONS_STORAGE } from "../../shared/collections/publications.ts";
import type { Database } from "../db/schema.ts";
import { type ListWords, listWordsOf, withListWords } from "./list-words.ts";
import { PAGE_COPY } from "./page-copy.ts";
import {
  type Doc,
  indexCollectionItem,
  indexPages,
  indexStored,
  insertDocs,
  itemDoc,
  type PageCopy,
  pageDoc,
  removeDocuments,
  type StoredSearchRow,
  storedDoc,
  storedSearchColumns,
} from "./search-documents.ts";

const BATCH = 500;
type Moment = Date | string | null;

/** The kinds kept in their own tables (news, publications), by their definitions. */
const STORED_DEFINITIONS = CONTENT_KINDS.map(kindDefinition).filter((definition) => definition.stored);

/** The rows of a kind kept in its own table, with the columns its search document reads. */
function storedRows(db: Kysely<Database>, hook: StoredHook) {
  // The table and columns come from the definition: the query is typed by the row it answers.
  type Tables = Record<string, StoredSearchRow>;
  const loose = db as unknown as Kysely<Tables>;
  return loose
    .selectFrom(hook.table)
    .select(storedSearchColumns(hook) as Array<keyof StoredSearchRow & string>) as unknown as SelectQueryBuilder<
    Tables,
    string,
    StoredSearchRow
  >;
}

/** Reads a table in pages of BATCH rows (keyset, by `after`) and indexes each page's documents in bulk. */
async function inBatches<T>(
  db: Kysely<Database>,
  read: (after: T | null) => Promise<T[]>,
  docs: (row: T) => Doc | null,
) {
  let after: T | null = null;
  for (;;) {
    const rows = await read(after);
    await insertDocs(
      db,
      rows.flatMap((row) => docs(row) ?? []),
    );
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1] ?? null;
  }
}

/** Rebuilds every document of news, publications (and their PDF pages) and collection items. */
export async function reindexContent(trx: Kysely<Database>): Promise<number> {
  await trx.deleteFrom("search_documents").where("type", "<>", "page").execute();
  const words = await listWordsOf(trx);
  for (const definition of STORED_DEFINITIONS)
    await inBatches(
      trx,
      (after: StoredSearchRow | null) =>
        storedRows(trx, definition.stored!)
          .where("id", ">", after?.id ?? 0)
          .orderBy("id")
          .limit(BATCH)
          .execute(),
      (row) => withListWords(storedDoc(definition, row), words(definition.name, row)),
    );
  type PageRow = { id: number; title: string; slug: string; published_at: Moment; page: number; text: string };
  await inBatches<PageRow>(
    trx,
    (after) =>
      trx
        .selectFrom("publication_pages as p")
        .innerJoin("publications", "publications.id", "p.publication_id")
        .select([
          "publications.id",
          "publications.title",
          "publications.slug",
          "publications.published_at",
          "p.page",
          "p.text",
        ])
        .where((eb) =>
          after
            ? eb.or([
                eb("p.publication_id", ">", after.id),
                eb.and([eb("p.publication_id", "=", after.id), eb("p.page", ">", after.page)]),
              ])
            : eb.lit(true),
        )
        .orderBy("p.publication_id")
        .orderBy("p.page")
        .limit(BATCH)
        .execute(),
    (row) => pageDoc(PUBLICATIONS_STORAGE, row, Number(row.page), row.text),
  );
  type ItemRow = { id: number; collection: string; data: string; published_at: Moment; ends_at: Moment };
  await inBatches<ItemRow>(
    trx,
    (after) =>
      trx
        .selectFrom("collection_items")
        .select(["id", "collection", "data", "published_at", "ends_at"])
        .where("id", ">", after?.id ?? 0)
        .orderBy("id")
        .limit(BATCH)
        .execute(),
    (row) => {
      if (!isCollectionName(row.collection)) return null;
      const data = JSON.parse(row.data) as Record<string, unknown>;
      return withListWords(itemDoc(collectionDefinition(row.collection), row, data), words(row.collection, data));
    },
  );
  // Items with a version in another language: indexed again, in every language.
  const translated = await trx.selectFrom("translations").select(["kind", "item_id"]).distinct().execute();
  for (const { kind, item_id } of translated) await reindexItem(trx, kind, Number(item_id), words);
  const count = await trx
    .selectFrom("search_documents")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

/**
 * One item's documents again, in every language (a translation was set or removed, a list
 * entry it uses renamed); none when it is gone. `words`: the list names, read once by a
 * caller that reindexes many items.
 */
export async function reindexItem(db: Kysely<Database>, kind: string, id: number, words?: ListWords): Promise<void> {
  const stored = isContentKind(kind) ? kindDefinition(kind).stored : undefined;
  if (stored) {
    const row = await storedRows(db, stored).where("id", "=", id).executeTakeFirst();
    if (row) await indexStored(db, kindDefinition(kind as ContentKind), row, words);
    else await removeDocuments(db, stored.searchType, id);
  } else if (isCollectionName(kind)) {
    const row = await db
      .selectFrom("collection_items")
      .select(["id", "data", "published_at", "ends_at"])
      .where("id", "=", id)
      .where("collection", "=", kind)
      .executeTakeFirst();
    const definition = collectionDefinition(kind);
    if (row) await indexCollectionItem(db, definition, row, JSON.parse(row.data) as Record<string, unknown>, words);
    else await removeDocuments(db, kind, id);
  }
}

/** Some items of one kind indexed again, their list names read once for all of them. */
export async function reindexItems(db: Kysely<Database>, kind: string, ids: number[]): Promise<void> {
  const words = await listWordsOf(db, [kind]);
  for (const id of ids) await reindexItem(db, kind, id, words);
}

/**
 * What the content's documents hold: a start-up finding another value builds them
 * again, once (the Kiswahili names of list entries joined them in version 2; version 3
 * leaves choices stored as codes out of the words).
 */
const CONTENT_INDEX_VERSION = "3";

const pagesVersion = (pages: readonly PageCopy[]) =>
  createHash("sha256").update(JSON.stringify(pages)).digest("hex").slice(0, 16);

/** Marks `key` as done at `value`; false when another instance got there first. */
async function claim(trx: Kysely<Database>, key: string, value: string): Promise<boolean> {
  const current = await trx.selectFrom("search_index_state").select("value").where("key", "=", key).executeTakeFirst();
  if (current?.value === value) return false;
  await trx
    .insertInto("search_index_state")
    .values({ key, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
  return true;
}

/**
 * At start-up: builds the index of existing content once (the first start after
 * migration 0013, or after its documents changed what they hold), and the static
 * pages' copy whenever this version's copy differs from what is indexed.
 */
export async function ensureSearchIndex(db: Kysely<Database>, pages: readonly PageCopy[] = PAGE_COPY) {
  await db.transaction().execute(async (trx) => {
    if (await claim(trx, "content", CONTENT_INDEX_VERSION)) await reindexContent(trx);
  });
  await db.transaction().execute(async (trx) => {
    if (await claim(trx, "pages", pagesVersion(pages))) await indexPages(trx, pages);
  });
}

/** `npm run search:reindex`: everything again, now. */
export async function rebuildSearchIndex(db: Kysely<Database>, pages: readonly PageCopy[] = PAGE_COPY) {
  return db.transaction().execute(async (trx) => {
    const documents = await reindexContent(trx);
    await indexPages(trx, pages);
    await claim(trx, "content", CONTENT_INDEX_VERSION);
    await claim(trx, "pages", pagesVersion(pages));
    return documents + pages.length;
  });
}
