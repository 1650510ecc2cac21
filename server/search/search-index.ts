import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { collectionDefinition, isCollectionName } from "../../shared/collections/index.ts";
import type { Database } from "../db/schema.ts";
import { PAGE_COPY } from "./page-copy.ts";
import {
  indexCollectionItem,
  indexNews,
  indexPages,
  indexPublication,
  indexPublicationPage,
  type PageCopy,
} from "./search-documents.ts";

const BATCH = 500;

/** Runs `each` over a table in id order, `BATCH` rows per read. */
async function inBatches<T extends { id: number }>(
  read: (afterId: number) => Promise<T[]>,
  each: (row: T) => Promise<void>,
) {
  let after = 0;
  for (;;) {
    const rows = await read(after);
    for (const row of rows) await each(row);
    if (rows.length < BATCH) return;
    after = Number(rows[rows.length - 1]!.id);
  }
}

/** Rebuilds every document of news, publications (and their PDF pages) and collection items, in one transaction. */
export async function reindexContent(trx: Kysely<Database>): Promise<number> {
  await trx.deleteFrom("search_documents").where("type", "<>", "page").execute();
  await inBatches(
    (after) =>
      trx
        .selectFrom("news")
        .select(["id", "title", "slug", "excerpt", "content", "category", "published_at"])
        .where("id", ">", after)
        .orderBy("id")
        .limit(BATCH)
        .execute(),
    (row) => indexNews(trx, row),
  );
  await inBatches(
    (after) =>
      trx
        .selectFrom("publications")
        .select(["id", "title", "slug", "type", "description", "published_at"])
        .where("id", ">", after)
        .orderBy("id")
        .limit(BATCH)
        .execute(),
    (row) => indexPublication(trx, row),
  );
  let afterPage = { publication: 0, page: 0 };
  for (;;) {
    const { publication, page } = afterPage;
    const rows = await trx
      .selectFrom("publication_pages")
      .select(["publication_id", "page", "text"])
      .where((eb) =>
        eb.or([
          eb("publication_id", ">", publication),
          eb.and([eb("publication_id", "=", publication), eb("page", ">", page)]),
        ]),
      )
      .orderBy("publication_id")
      .orderBy("page")
      .limit(BATCH)
      .execute();
    for (const row of rows) await indexPublicationPage(trx, Number(row.publication_id), Number(row.page), row.text);
    const last = rows[rows.length - 1];
    if (!last || rows.length < BATCH) break;
    afterPage = { publication: Number(last.publication_id), page: Number(last.page) };
  }
  await inBatches(
    (after) =>
      trx
        .selectFrom("collection_items")
        .select(["id", "collection", "data", "published_at", "ends_at"])
        .where("id", ">", after)
        .orderBy("id")
        .limit(BATCH)
        .execute(),
    async (row) => {
      if (!isCollectionName(row.collection)) return;
      const data = JSON.parse(row.data) as Record<string, unknown>;
      await indexCollectionItem(trx, collectionDefinition(row.collection), row, data);
    },
  );
  const count = await trx
    .selectFrom("search_documents")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

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
 * migration 0013, or after `search:reindex` cleared it), and the static pages'
 * copy whenever this version's copy differs from what is indexed.
 */
export async function ensureSearchIndex(db: Kysely<Database>, pages: readonly PageCopy[] = PAGE_COPY) {
  await db.transaction().execute(async (trx) => {
    if (await claim(trx, "content", "built")) await reindexContent(trx);
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
    await claim(trx, "content", "built");
    await claim(trx, "pages", pagesVersion(pages));
    return documents + pages.length;
  });
}
