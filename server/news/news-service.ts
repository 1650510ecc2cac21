import type { Kysely, Transaction } from "kysely";
import { NEWS_STORAGE } from "../../shared/collections/news.ts";
import type { NewsCategoryCount, NewsItem } from "../../shared/news.ts";
import { newsCreateSchema, newsUpdateSchema } from "../../shared/news-schema.ts";
import { can, requirePermission } from "../auth/permissions.ts";
import type { Viewer } from "../auth/viewer.ts";
import type { ChangeContext, ContentWrite } from "../content/content-write.ts";
import { checkVersion, editStateOf, sentVersion, writtenOrStale } from "../content/edit-version.ts";
import { prepareArticleHtml } from "../content/inline-images.ts";
import type { ListOptions, Page } from "../db/paging.ts";
import type { Database } from "../db/schema.ts";
import { forbidden, invariant, notFound } from "../http/errors.ts";
import { validate } from "../http/validate.ts";
import { removeStored } from "../publishing/remove-stored.ts";
import type { SearchAndStatus } from "../publishing/search-and-status.ts";
import { searchAndStatus } from "../publishing/search-and-status.ts";
import { storedReader, writeStored } from "../publishing/stored-steps.ts";
import type { SearchMatch } from "../search/search-service.ts";
import { freeSlug, recordSlugChange, slugCandidates } from "../slugs/stored-slugs.ts";
import { NEWS_COLUMNS, type NewsRow, toNewsItem } from "./news-row.ts";

const NOT_FOUND = "News item not found";
const hook = NEWS_STORAGE;
const AUTHORS_DRAFT_ONLY = "Authors can save news only as drafts. An Editor or Administrator publishes it.";
const AUTHORS_OWN_ONLY = "Authors can edit only their own drafts. Ask an Editor or Administrator.";

export interface NewsService {
  list(
    viewer: Viewer,
    options?: ListOptions & {
      category?: string;
      featured?: boolean;
      /** leave these out (e.g. the featured stories already shown above the list) */
      excludeIds?: number[];
    } & SearchAndStatus,
  ): Promise<Page<NewsItem>>;
  /** Categories of the news the viewer can see, with counts, most used first. */
  categories(viewer: Viewer): Promise<NewsCategoryCount[]>;
  getById(viewer: Viewer, id: number): Promise<NewsItem | null>;
  /** By id, drafts too, read through `trx` (a save in progress: its revision's snapshot). */
  getByIdIn(trx: Kysely<Database>, id: number): Promise<NewsItem | null>;
  /** Finds by current slug, or by an old slug (then `movedFrom` holds the old one). */
  getBySlug(viewer: Viewer, slug: string): Promise<{ item: NewsItem; movedFrom?: string } | null>;
  create(input: unknown, viewer: Viewer): Promise<NewsItem>;
  /** A save that sends `version` is refused (409) when someone saved since; `note` is a restore's line for its revision. */
  update(id: number, input: unknown, viewer: Viewer, note?: string): Promise<NewsItem>;
  remove(id: number, viewer: Viewer): Promise<void>;
}

/** An Author may change only a draft they wrote, and must leave it a draft. */
export async function requireOwnDraft(
  db: Kysely<Database>,
  id: number,
  viewer: Viewer,
  publishAt: string | null | undefined,
) {
  const row = await db.selectFrom("news").select(["author_id", "published_at"]).where("id", "=", id).executeTakeFirst();
  invariant(row, notFound(NOT_FOUND));
  if (row.author_id === null || Number(row.author_id) !== viewer.userId || row.published_at !== null) {
    throw forbidden(AUTHORS_OWN_ONLY);
  }
  if (publishAt !== undefined && publishAt !== null) throw forbidden(AUTHORS_DRAFT_ONLY);
}

export function createNewsService(
  db: Kysely<Database>,
  now: () => Date,
  match: SearchMatch,
  write: ContentWrite,
): NewsService {
  const rows = storedReader(db, now, "news", (q) => q.select(NEWS_COLUMNS), toNewsItem);
  const save = (
    action: "create" | "update",
    writeRow: (trx: Transaction<Database>) => Promise<NewsRow | undefined>,
    category: string | undefined,
    context: ChangeContext,
  ) =>
    writeStored(write, {
      kind: "news",
      action,
      context,
      write: writeRow,
      missing: NOT_FOUND,
      choice: { list: "news-categories", name: category, at: now() },
    }).then((row): NewsItem => ({ ...toNewsItem(row, true), ...editStateOf(row, now()) }));

  return {
    async list(viewer, options = {}) {
      let query = rows.visible(viewer);
      if (options.category)
        query = query.where((eb) => eb(eb.fn("lower", ["category"]), "=", options.category!.toLowerCase()));
      if (options.featured !== undefined) query = query.where("featured", "=", options.featured);
      if (options.excludeIds?.length) query = query.where("id", "not in", options.excludeIds);
      return rows.page(viewer, searchAndStatus(query, hook, match, options, now()), options);
    },

    async categories(viewer) {
      const found = await rows
        .visible(viewer)
        .select(["category", (eb) => eb.fn.countAll<number>().as("count")])
        .where("category", "<>", "")
        .groupBy("category")
        .orderBy("count", "desc")
        .orderBy("category")
        .execute();
      return found.map((r): NewsCategoryCount => ({ name: r.category, count: Number(r.count) }));
    },

    getById: rows.byId,
    getByIdIn: rows.byIdIn,

    async getBySlug(viewer, slug) {
      const item = await rows.byCurrentSlug(viewer, slug);
      if (item) return { item };
      const candidates = slugCandidates(slug);
      if (candidates.length === 0) return null;
      const old = await db
        .selectFrom("news_slug_history")
        .select("news_id")
        .select("slug")
        .where("slug", "in", candidates)
        .executeTakeFirst();
      if (!old) return null;
      const moved = await rows.byId(viewer, Number(old.news_id));
      return moved ? { item: moved, movedFrom: old.slug } : null;
    },

    async create(input, viewer) {
      requirePermission(viewer, "news-drafts");
      const data = validate(newsCreateSchema, input);
      // An Author's share: drafts only (publishing and scheduling need the content permission).
      if (!can(viewer, "content") && data.published_at !== null) throw forbidden(AUTHORS_DRAFT_ONLY);
      const at = now();
      const content = await prepareArticleHtml(db, data.content);
      return save(
        "create",
        async (trx) =>
          trx
            .insertInto("news")
            .values({
              title: data.title,
              slug: await freeSlug(trx, hook, data.slug || data.title, "news"),
              excerpt: data.excerpt,
              content,
              category: data.category,
              image_url: data.image_url,
              featured: data.featured,
              published_at: data.published_at,
              author_id: viewer.userId ?? null,
              created_at: at,
              updated_at: at,
            })
            .returning(NEWS_COLUMNS)
            .executeTakeFirstOrThrow(),
        data.category,
        { actor: viewer.userId ?? null },
      );
    },

    async update(id, input, viewer, note): Promise<NewsItem> {
      requirePermission(viewer, "news-drafts");
      const sent = sentVersion(input);
      const data = validate(newsUpdateSchema, input);
      // An Author's refusal first: another's draft is out of their sight, but the answer says why.
      if (!can(viewer, "content")) await requireOwnDraft(db, id, viewer, data.published_at);
      const existing = await rows.byId(viewer, id);
      invariant(existing, notFound(NOT_FOUND));
      await checkVersion(sent, existing.version ?? 1, () => existing);
      const at = now();
      const content = data.content === undefined ? undefined : await prepareArticleHtml(db, data.content);
      return save(
        "update",
        async (trx) => {
          const title = data.title ?? existing.title;
          let slug = existing.slug;
          const wantsNewSlug = data.slug !== undefined || (data.title !== undefined && data.title !== existing.title);
          if (wantsNewSlug) slug = await freeSlug(trx, hook, data.slug || title, "news", id);
          if (slug !== existing.slug) await recordSlugChange(trx, id, existing.slug, slug, at);
          const updated = await trx
            .updateTable("news")
            .set({
              title,
              slug,
              ...(data.excerpt !== undefined && { excerpt: data.excerpt }),
              ...(content !== undefined && { content }),
              ...(data.category !== undefined && { category: data.category }),
              ...(data.image_url !== undefined && { image_url: data.image_url }),
              ...(data.featured !== undefined && { featured: data.featured }),
              ...(data.published_at !== undefined && { published_at: data.published_at }),
              updated_at: at,
              version: (eb) => eb("version", "+", 1),
            })
            .where("id", "=", id)
            .$if(sent !== undefined, (q) => q.where("version", "=", sent!))
            .returning(NEWS_COLUMNS)
            .executeTakeFirst();
          return writtenOrStale(updated, sent, () => rows.byIdIn(trx, id));
        },
        data.category,
        { actor: viewer.userId ?? null, ...(note && { note }) },
      );
    },

    async remove(id, viewer) {
      requirePermission(viewer, "content");
      await removeStored(write, hook, id, NOT_FOUND);
    },
  };
}
