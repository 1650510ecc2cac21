import type { Insertable, Kysely } from "kysely";
import { type CollectionDefinition, collectionItemPath, type StoredHook } from "../../shared/collections/define.ts";
import { itemTexts } from "../../shared/collections/item-texts.ts";
import { PUBLICATIONS_STORAGE } from "../../shared/collections/publications.ts";
import { plainSummary } from "../../shared/content-render.ts";
import type { Database, SearchDocumentsTable } from "../db/schema.ts";
import { type TranslatedFields, translationsOf } from "../translations/translations-service.ts";
import { withoutControls } from "./highlight.ts";
import { type ListWords, listWordsOf, withListWords } from "./list-words.ts";

/**
 * The rows of `search_documents` (decision 0059): a builder per kind of
 * content, and the writes every content change makes with its own transaction,
 * so the index never lags the content. The engines' own indexes follow by
 * trigger (migration 0013).
 */
export type Doc = Insertable<SearchDocumentsTable>;
type Moment = Date | string | null;

/** HTML as the words a visitor reads: tags dropped, the entities decoded once (plainSummary). */
const plain = (html: string) => plainSummary(html, Number.MAX_SAFE_INTEGER);

/** No control characters (the engines' highlight marks are two of them). */
const clean = (doc: Doc): Doc => ({
  ...doc,
  title: withoutControls(doc.title),
  excerpt: withoutControls(doc.excerpt),
  body: withoutControls(doc.body),
});

/** A row of a kind kept in its own table, with the fields its search document reads. */
export type StoredSearchRow = { id: number; title: string; slug: string; published_at: Moment } & Record<
  string,
  unknown
>;

/** The columns `storedDoc` reads from a kind's table. */
export const storedSearchColumns = ({ searchFields }: StoredHook) => [
  "id",
  "title",
  "slug",
  "published_at",
  searchFields.excerpt,
  ...searchFields.body,
];

/** The document of an item of a kind kept in its own table (news, publications), as its definition describes it. */
export function storedDoc(definition: CollectionDefinition, row: StoredSearchRow): Doc {
  const hook = definition.stored!;
  const text = (field: string) => {
    const value = String(row[field] ?? "");
    return definition.fields[field]?.input === "rich-text" ? plain(value) : value;
  };
  return clean({
    type: hook.searchType,
    ref_id: Number(row.id),
    title: row.title,
    excerpt: String(row[hook.searchFields.excerpt] ?? ""),
    body: hook.searchFields.body.map(text).join(" ").trim(),
    url: hook.address(row.slug),
    published_at: row.published_at,
    ends_at: null,
  });
}

/** Page `page` of an item's file (a publication's PDF): its text, shown under the item's title; null for a page without text. */
export function pageDoc(
  hook: StoredHook,
  item: { id: number; title: string; slug: string; published_at: Moment },
  page: number,
  text: string,
): Doc | null {
  const body = text.replace(/\s+/g, " ").trim();
  if (!body || !hook.pageAddress) return null;
  return clean({
    type: hook.searchType,
    ref_id: Number(item.id),
    page,
    title: item.title,
    excerpt: "",
    body,
    url: hook.pageAddress(item.slug, page),
    published_at: item.published_at,
    ends_at: null,
  });
}

/** Where a collection item is found: its own page (events, openings) or its collection's page. */
function itemUrl(definition: CollectionDefinition, id: number, data: Record<string, unknown>): string {
  return collectionItemPath(definition, id, data);
}

/**
 * An item's words as a reader would see them: its text and tag fields, and the names of its
 * choices; a choice stored as a code ("in-person", "scheduled", "advisory") is no word of a
 * snippet (the page shows it as a label in the reader's language).
 */
function readableTexts(definition: CollectionDefinition, data: Record<string, unknown>): string[] {
  const codes = Object.entries(definition.fields)
    .filter(([name, field]) => field.input === "select" && /^[a-z0-9-]+$/.test(String(data[name] ?? "")))
    .map(([name]) => name);
  return itemTexts(
    definition,
    Object.fromEntries(Object.entries(data).map(([name, value]) => [name, codes.includes(name) ? "" : value])),
  );
}

export const itemDoc = (
  definition: CollectionDefinition,
  row: { id: number; published_at: Moment; ends_at?: Moment },
  data: Record<string, unknown>,
): Doc =>
  clean({
    type: definition.name,
    ref_id: Number(row.id),
    title: String(data[definition.titleField] ?? ""),
    excerpt: "",
    body: readableTexts(definition, { ...data, [definition.titleField]: "" }).join(" \u2022 "),
    url: itemUrl(definition, Number(row.id), data),
    published_at: row.published_at,
    ends_at: definition.hideAfterEnd ? (row.ends_at ?? null) : null,
  });

/** One static page's copy (app/content, gathered by `npm run search:pages`). */
/** A static page's copy in one language (English unless `locale` says "sw"). */
export type PageCopy = { path: string; title: string; description: string; text: string; locale?: "sw" };

/** Static pages are always public: one fixed moment in the past. */
const ALWAYS = new Date("2020-01-01T00:00:00.000Z");

export const staticPageDoc = (page: PageCopy, index: number): Doc =>
  clean({
    type: "page",
    ref_id: index + 1,
    title: page.title,
    excerpt: page.description,
    body: page.text,
    url: page.path,
    published_at: ALWAYS,
    ends_at: null,
    locale: page.locale ?? "en",
  });

/** Adds documents, a few hundred per statement. */
export async function insertDocs(db: Kysely<Database>, docs: Doc[]) {
  for (let i = 0; i < docs.length; i += 200)
    await db
      .insertInto("search_documents")
      .values(docs.slice(i, i + 200))
      .execute();
}

/** Replaces the documents of one item (only page `page` of it when given). */
async function replace(db: Kysely<Database>, type: string, refId: number, docs: Doc[], page?: number) {
  let removal = db.deleteFrom("search_documents").where("type", "=", type).where("ref_id", "=", refId);
  if (page !== undefined) removal = removal.where("page", "=", page);
  await removal.execute();
  await insertDocs(db, docs);
}

export async function removeDocuments(db: Kysely<Database>, type: string, refId: number) {
  await db.deleteFrom("search_documents").where("type", "=", type).where("ref_id", "=", refId).execute();
}

/**
 * An item's documents: its English one, and one per translated version with the
 * version's fields over the English ones (decision 0070), in that language; each
 * carries the Kiswahili names of the item's list entries (`values`' category…).
 */
async function withTranslations(
  db: Kysely<Database>,
  kind: string,
  id: number,
  values: Record<string, unknown>,
  build: (fields: TranslatedFields) => Doc,
  /** the list names, when the caller indexes many items and has read them once */
  known?: ListWords,
): Promise<Doc[]> {
  const [versions, listWords] = await Promise.all([translationsOf(db, kind, id), known ?? listWordsOf(db, [kind])]);
  const words = listWords(kind, values);
  const doc = (fields: TranslatedFields, locale: string) => withListWords({ ...build(fields), locale }, words);
  return [doc({}, "en"), ...versions.map(({ locale, fields }) => doc(fields, locale))];
}

/**
 * An item of a kind kept in its own table, and the pages of its file already read
 * (a publication's PDF): their title, address and visibility follow it.
 */
export async function indexStored(
  db: Kysely<Database>,
  definition: CollectionDefinition,
  row: StoredSearchRow,
  words?: ListWords,
) {
  const hook = definition.stored!;
  const id = Number(row.id);
  const build = (fields: TranslatedFields) => storedDoc(definition, { ...row, ...fields });
  const docs = await withTranslations(db, definition.name, id, row, build, words);
  await replace(db, hook.searchType, id, docs, hook.pageAddress ? 0 : undefined);
  if (!hook.pageAddress) return;
  const pages = await db
    .selectFrom("search_documents")
    .select(["id", "page"])
    .where("type", "=", hook.searchType)
    .where("ref_id", "=", id)
    .where("page", ">", 0)
    .execute();
  for (const page of pages) {
    await db
      .updateTable("search_documents")
      .set({ title: row.title, url: hook.pageAddress(row.slug, Number(page.page)), published_at: row.published_at })
      .where("id", "=", page.id)
      .execute();
  }
}

/** Page `page` of a publication's PDF, as the page job stores it. */
export async function indexPublicationPage(db: Kysely<Database>, publicationId: number, page: number, text: string) {
  const hook = PUBLICATIONS_STORAGE;
  const publication = await db
    .selectFrom(hook.table)
    .select(["id", "title", "slug", "published_at"])
    .where("id", "=", publicationId)
    .executeTakeFirst();
  const doc = publication ? pageDoc(hook, publication, page, text) : null;
  await replace(db, hook.searchType, publicationId, doc ? [doc] : [], page);
}

/** The pages of a publication whose PDF is being replaced: gone until the new one is read. */
export async function removePublicationPages(db: Kysely<Database>, publicationId: number) {
  await db
    .deleteFrom("search_documents")
    .where("type", "=", PUBLICATIONS_STORAGE.searchType)
    .where("ref_id", "=", publicationId)
    .where("page", ">", 0)
    .execute();
}

export const indexCollectionItem = async (
  db: Kysely<Database>,
  definition: CollectionDefinition,
  row: Parameters<typeof itemDoc>[1],
  data: Record<string, unknown>,
  words?: ListWords,
) =>
  replace(
    db,
    definition.name,
    Number(row.id),
    await withTranslations(
      db,
      definition.name,
      Number(row.id),
      data,
      (fields) => itemDoc(definition, row, { ...data, ...fields }),
      words,
    ),
  );

/** Replaces every static page's document; ids are the pages' positions in the list. */
export async function indexPages(db: Kysely<Database>, pages: readonly PageCopy[]) {
  await db.deleteFrom("search_documents").where("type", "=", "page").execute();
  // One id per page, shared by its languages: a Kiswahili search shows the page's Kiswahili version
  // and leaves its English one out, as for any translated item.
  const ids = new Map<string, number>();
  for (const page of pages) if (!ids.has(page.path)) ids.set(page.path, ids.size);
  await insertDocs(
    db,
    pages.map((page) => staticPageDoc(page, ids.get(page.path) ?? 0)),
  );
}
