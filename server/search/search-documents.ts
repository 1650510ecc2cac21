import type { Insertable, Kysely } from "kysely";
import { COLLECTION_PAGE_PATH, eventPath, openingPath } from "../../shared/collections/addresses.ts";
import type { CollectionDefinition } from "../../shared/collections/define.ts";
import type { OpeningKind } from "../../shared/collections/openings.ts";
import { plainSummary } from "../../shared/content-render.ts";
import { publicationPath } from "../../shared/publications.ts";
import { publicationReadingPath } from "../../shared/share-urls.ts";
import { itemTexts } from "../collections/item-row.ts";
import type { Database, SearchDocumentsTable } from "../db/schema.ts";
import { withoutControls } from "./highlight.ts";

/**
 * Writes the rows of `search_documents` (decision 0059). Every content write
 * calls one of these with its own transaction, so the index never lags the
 * content; the engines' own indexes follow by trigger (migration 0013).
 */
type Doc = Insertable<SearchDocumentsTable>;

const plain = (html: string) => plainSummary(html, Number.MAX_SAFE_INTEGER);

/** Replaces the documents of one item (all its pages too when `page` is undefined). */
async function replace(db: Kysely<Database>, type: string, refId: number, docs: Doc[], page?: number) {
  docs = docs.map((doc) => ({
    ...doc,
    title: withoutControls(doc.title),
    excerpt: withoutControls(doc.excerpt),
    body: withoutControls(doc.body),
  }));
  let removal = db.deleteFrom("search_documents").where("type", "=", type).where("ref_id", "=", refId);
  if (page !== undefined) removal = removal.where("page", "=", page);
  await removal.execute();
  if (docs.length) await db.insertInto("search_documents").values(docs).execute();
}

export async function removeDocuments(db: Kysely<Database>, type: string, refId: number) {
  await db.deleteFrom("search_documents").where("type", "=", type).where("ref_id", "=", refId).execute();
}

type NewsRow = { id: number; title: string; slug: string; excerpt: string; content: string; category: string };

export async function indexNews(db: Kysely<Database>, row: NewsRow & { published_at: Date | string | null }) {
  await replace(db, "news", Number(row.id), [
    {
      type: "news",
      ref_id: Number(row.id),
      title: row.title,
      excerpt: row.excerpt,
      body: `${row.category} ${plain(row.content)}`.trim(),
      url: `/news/${encodeURIComponent(row.slug)}`,
      published_at: row.published_at,
      ends_at: null,
    },
  ]);
}

type PublicationRow = {
  id: number;
  title: string;
  slug: string;
  type: string;
  description: string;
  published_at: Date | string | null;
};

/** A publication and (already extracted) its pages: their title, address and visibility follow it. */
export async function indexPublication(db: Kysely<Database>, row: PublicationRow) {
  const id = Number(row.id);
  await replace(
    db,
    "publication",
    id,
    [
      {
        type: "publication",
        ref_id: id,
        title: row.title,
        excerpt: row.description,
        body: row.type,
        url: publicationPath(row.slug),
        published_at: row.published_at,
        ends_at: null,
      },
    ],
    0,
  );
  const pages = await db
    .selectFrom("search_documents")
    .select(["id", "page"])
    .where("type", "=", "publication")
    .where("ref_id", "=", id)
    .where("page", ">", 0)
    .execute();
  for (const page of pages) {
    await db
      .updateTable("search_documents")
      .set({
        title: row.title,
        url: publicationReadingPath(row.slug, Number(page.page)),
        published_at: row.published_at,
      })
      .where("id", "=", page.id)
      .execute();
  }
}

/** Page `page` of a publication's PDF: its text, shown under the publication's title. Blank pages are left out. */
export async function indexPublicationPage(db: Kysely<Database>, publicationId: number, page: number, text: string) {
  const publication = await db
    .selectFrom("publications")
    .select(["title", "slug", "published_at"])
    .where("id", "=", publicationId)
    .executeTakeFirst();
  const body = text.replace(/\s+/g, " ").trim();
  const docs: Doc[] =
    publication && body
      ? [
          {
            type: "publication",
            ref_id: publicationId,
            page,
            title: publication.title,
            excerpt: "",
            body,
            url: publicationReadingPath(publication.slug, page),
            published_at: publication.published_at,
            ends_at: null,
          },
        ]
      : [];
  await replace(db, "publication", publicationId, docs, page);
}

/** The pages of a publication whose PDF is being replaced: gone until the new one is read. */
export async function removePublicationPages(db: Kysely<Database>, publicationId: number) {
  await db
    .deleteFrom("search_documents")
    .where("type", "=", "publication")
    .where("ref_id", "=", publicationId)
    .where("page", ">", 0)
    .execute();
}

/** Where a collection item is found: its own page (events, openings) or its collection's page. */
function itemUrl(definition: CollectionDefinition, id: number, data: Record<string, unknown>): string {
  if (definition.name === "events") return eventPath(id);
  if (definition.name === "openings") return openingPath((data.kind as OpeningKind | undefined) ?? "volunteer", id);
  return COLLECTION_PAGE_PATH[definition.name] ?? "/";
}

export async function indexCollectionItem(
  db: Kysely<Database>,
  definition: CollectionDefinition,
  row: { id: number; published_at: Date | string | null; ends_at?: Date | string | null },
  data: Record<string, unknown>,
) {
  const id = Number(row.id);
  const title = String(data[definition.titleField] ?? "");
  await replace(db, definition.name, id, [
    {
      type: definition.name,
      ref_id: id,
      title,
      excerpt: "",
      body: itemTexts(definition, { ...data, [definition.titleField]: "" }).join(" \u2022 "),
      url: itemUrl(definition, id, data),
      published_at: row.published_at,
      ends_at: definition.hideAfterEnd ? (row.ends_at ?? null) : null,
    },
  ]);
}

/** One static page's copy (app/content, gathered by `npm run search:pages`). */
export type PageCopy = { path: string; title: string; description: string; text: string };

/** Static pages are always public: one fixed moment in the past. */
const ALWAYS = new Date("2020-01-01T00:00:00.000Z");

/** Replaces every static page's document; ids are the pages' positions in the list. */
export async function indexPages(db: Kysely<Database>, pages: readonly PageCopy[]) {
  await db.deleteFrom("search_documents").where("type", "=", "page").execute();
  const docs = pages.map(
    (page, index): Doc => ({
      type: "page",
      ref_id: index + 1,
      title: page.title,
      excerpt: page.description,
      body: page.text,
      url: page.path,
      published_at: ALWAYS,
      ends_at: null,
    }),
  );
  for (let i = 0; i < docs.length; i += 50)
    await db
      .insertInto("search_documents")
      .values(docs.slice(i, i + 50))
      .execute();
}
